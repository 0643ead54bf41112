import type { ProductImagesResponse } from '@backstage/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

export type ProductImage = ProductImagesResponse['images'][number];

/** GET productImages (slug, brand, culture_code) of the services API: the product's image addresses. */
export async function getProductImages(
  slug: string,
  brand: string,
  cultureCode: string,
): Promise<ProductImage[]> {
  const query = new URLSearchParams({ slug, brand, culture_code: cultureCode });
  return (await apiRequest<ProductImagesResponse>(`productImages?${query}`, { base: 'services' })).images;
}

export const productImagesQueryOptions = (slug: string, brand: string | undefined, cultureCode: string) =>
  queryOptions({
    queryKey: queryKeys.productImages(slug, brand, cultureCode),
    queryFn: brand === undefined ? skipToken : () => getProductImages(slug, brand, cultureCode),
    staleTime: 86_400_000,
  });

/** The product's images once its brand is known. */
export const useProductImages = (slug: string, brand: string | undefined, cultureCode: string) =>
  useQuery(productImagesQueryOptions(slug, brand, cultureCode));
