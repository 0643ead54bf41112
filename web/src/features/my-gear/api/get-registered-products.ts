import type {
  CatalogueProductResponse,
  MyGearSortMethod,
  RegisteredProductListResponse,
  RegisteredProductResponse,
} from '@backstage/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** A catalogue product as search and registrations name it. */
export type CatalogueProduct = CatalogueProductResponse;

/** A registered product as the API returns it (docs/product.md#registered-product). */
export type RegisteredProduct = RegisteredProductResponse;

/** The cache key of the user's registrations; each sort order is cached under it. */
export const REGISTERED_PRODUCTS_KEY = ['registeredProducts'] as const;

/**
 * GET users/{id}/registeredProducts in one of the sort orders (docs/product.md#my-gear-list), all of them
 * (perPage=-1).
 */
export async function getRegisteredProducts(sort: MyGearSortMethod): Promise<RegisteredProduct[]> {
  const path = userPath(`/registeredProducts?sort=${sort}&perPage=-1`);
  return (await apiRequest<RegisteredProductListResponse>(path, { auth: 'id' })).data;
}

export const registeredProductsQueryOptions = (sort: MyGearSortMethod) =>
  queryOptions({ queryKey: [...REGISTERED_PRODUCTS_KEY, sort], queryFn: () => getRegisteredProducts(sort) });

export const useRegisteredProducts = (sort: MyGearSortMethod) =>
  useQuery(registeredProductsQueryOptions(sort));

/** For the mutations that change registrations: every sort order is read again. */
export function useRefreshRegisteredProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: REGISTERED_PRODUCTS_KEY });
}
