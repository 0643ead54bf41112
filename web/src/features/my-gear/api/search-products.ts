import type { CatalogueProductResponse, ProductSearchResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET searchProducts?modelCode=: catalogue products whose model code or name starts with the text. */
export async function searchProducts(text: string): Promise<CatalogueProductResponse[]> {
  const path = `searchProducts?modelCode=${encodeURIComponent(text.trim())}`;
  return (await apiRequest<ProductSearchResponse>(path)).data;
}

export const productSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: queryKeys.productSearch(text.trim().toLowerCase()),
    queryFn: () => searchProducts(text),
    enabled: text.trim().length > 0,
    staleTime: 10 * 60_000,
  });

export const useProductSearch = (text: string) => useQuery(productSearchQueryOptions(text));
