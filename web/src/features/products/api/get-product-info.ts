import {
  PRODUCT_INFO_UPDATE_RESET_S,
  type ProductInfo,
  productInfoKey,
  productInfoSchema,
} from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { readStoredProductInfo, storeProductInfo } from '../product-info-storage';

/** GET json?key=product/{slug}&culture_code=: the stored copy within 86400 s, else fetched and stored. */
export async function loadProductInfo(
  slug: string,
  cultureCode: string,
  now = Date.now(),
): Promise<ProductInfo> {
  const stored = readStoredProductInfo(cultureCode, slug, now);
  if (stored) return stored;
  const key = encodeURIComponent(productInfoKey(slug));
  const body = await apiRequest<unknown>(`json?key=${key}&culture_code=${encodeURIComponent(cultureCode)}`);
  return storeProductInfo(cultureCode, slug, productInfoSchema.parse(body), now);
}

export const productInfoQueryOptions = (slug: string, cultureCode: string) =>
  queryOptions({
    queryKey: queryKeys.productInfo(cultureCode, slug),
    queryFn: () => loadProductInfo(slug, cultureCode),
    staleTime: PRODUCT_INFO_UPDATE_RESET_S * 1000,
    // A product that is not in the catalogue stays not found: no retries.
    retry: false,
  });

/** A product page's data in the current culture, fetched again when the culture changes. */
export function useProductInfo(slug: string) {
  const { i18n } = useTranslation();
  return useQuery(productInfoQueryOptions(slug, i18n.language));
}
