import type { RegisteredProductListResponse, RegisteredProductResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/**
 * GET users/{id}/registeredProducts (all, by product name): the products a support form can be filled from
 * (docs/product.md#support-forms). Cached under the same key as My Gear's list, so both stay in step.
 */
export async function getMyProducts(): Promise<RegisteredProductResponse[]> {
  const path = userPath('/registeredProducts?sort=productNameAsc&perPage=-1');
  return (await apiRequest<RegisteredProductListResponse>(path, { auth: 'id' })).data;
}

export const myProductsQueryOptions = () =>
  queryOptions({ queryKey: ['registeredProducts', 'productNameAsc'], queryFn: getMyProducts });

export const useMyProducts = () => useQuery(myProductsQueryOptions());
