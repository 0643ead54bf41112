import { PRODUCT_INFO_UPDATE_RESET_S, type ProductInfo, productInfoSchema } from '@backstage/domain';
import { CACHE_PREFIX, readStored, writeStored } from '@/lib/storage';

/** product info (docs/product.md#product-info) is keyed by culture code and slug; under the cache prefix "clear cache" removes. */
export const productInfoStorageKey = (cultureCode: string, slug: string) =>
  `${CACHE_PREFIX}productInfo.${cultureCode}.${slug}`;

interface Stored {
  fetchedAt: number;
  info: ProductInfo;
}

/** The stored product info while within the docs/product.md#product-info reset (86400 s), else null. */
export function readStoredProductInfo(
  cultureCode: string,
  slug: string,
  now = Date.now(),
): ProductInfo | null {
  try {
    const stored = JSON.parse(
      readStored(productInfoStorageKey(cultureCode, slug)) ?? 'null',
    ) as Stored | null;
    if (!stored || now - stored.fetchedAt >= PRODUCT_INFO_UPDATE_RESET_S * 1000 || now < stored.fetchedAt)
      return null;
    const parsed = productInfoSchema.safeParse(stored.info);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps product info, its documents' Asset_Details cleared (docs/product.md#product-info); returns what was stored. */
export function storeProductInfo(cultureCode: string, slug: string, info: ProductInfo, now = Date.now()) {
  const kept: ProductInfo = {
    ...info,
    Product_Support_Documents: info.Product_Support_Documents.map((document) => ({
      ...document,
      Asset_Details: null,
    })),
  };
  writeStored(productInfoStorageKey(cultureCode, slug), JSON.stringify({ fetchedAt: now, info: kept }));
  return kept;
}
