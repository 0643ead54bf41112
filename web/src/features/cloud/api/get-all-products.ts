import type { AllProductsResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET api/account-details/all-products: the catalogue (no sign-in needed). */
export const getAllProducts = () =>
  apiRequest<AllProductsResponse>('/cloud/api/account-details/all-products');

export const allProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cloudCatalogue(), queryFn: getAllProducts, staleTime: 3_600_000 });

export const useAllProducts = () => useQuery(allProductsQueryOptions());
