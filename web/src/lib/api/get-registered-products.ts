import type {
  MyGearSortMethod,
  RegisteredProductListResponse,
  RegisteredProductResponse,
} from '@backstage/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { queryKeys } from './query-keys';

/**
 * GET users/{id}/registeredProducts in one of the sort orders (docs/product.md#my-gear-list), all of them
 * (perPage=-1): My Gear's list, the home, Homes, Tools and the support forms read the member's gear through it.
 */
export async function getRegisteredProducts(sort: MyGearSortMethod): Promise<RegisteredProductResponse[]> {
  const path = userPath(`/registeredProducts?sort=${sort}&perPage=-1`);
  return (await apiRequest<RegisteredProductListResponse>(path, { auth: 'id' })).data;
}

export const registeredProductsQueryOptions = (sort: MyGearSortMethod) =>
  queryOptions({
    queryKey: queryKeys.registeredProductsSorted(sort),
    queryFn: () => getRegisteredProducts(sort),
  });

export const useRegisteredProducts = (sort: MyGearSortMethod) =>
  useQuery(registeredProductsQueryOptions(sort));

/** For the mutations that change registrations: every sort order is read again. */
export function useRefreshRegisteredProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.registeredProducts() });
}
