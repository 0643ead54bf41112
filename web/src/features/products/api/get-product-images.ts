import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ProductImage {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
}

/** GET productImages (slug, brand, culture_code) of the services API: the product's image addresses. */
export function useProductImages(slug: string, brand: string | undefined, cultureCode: string) {
  return useQuery({
    queryKey: ['productImages', slug, brand, cultureCode],
    queryFn: async () => {
      const query = new URLSearchParams({ slug, brand: brand ?? '', culture_code: cultureCode });
      return (await apiRequest<{ images: ProductImage[] }>(`productImages?${query}`, { base: 'services' }))
        .images;
    },
    enabled: brand !== undefined,
    staleTime: 86_400_000,
  });
}
