import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CatalogueProduct } from './get-registered-products';

/** GET searchProducts?modelCode=: catalogue products whose model code or name starts with the text. */
export function productSearchQuery(text: string) {
  const query = text.trim();
  return {
    queryKey: ['searchProducts', query.toLowerCase()],
    queryFn: async () =>
      (
        await apiRequest<{ data: CatalogueProduct[] }>(
          `searchProducts?modelCode=${encodeURIComponent(query)}`,
        )
      ).data,
    enabled: query.length > 0,
    staleTime: 10 * 60_000,
  };
}

export const useProductSearch = (text: string) => useQuery(productSearchQuery(text));
