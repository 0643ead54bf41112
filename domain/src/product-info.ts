// ProductsDirect (docs/product.md#product-pages), docs/product.md#product-info: the product page's names and
// keys, shared by the API and the web; apart from the page's schemas (schemas/product-info.ts) so that the web
// does not load zod for them (bench/README.md#javascript-budgets).

/** The six tabs of the product page (per-route chrome, docs/product.md#chrome), in their order. */
export const PRODUCT_INFO_TABS = [
  'features',
  'specs',
  'downloads',
  'support',
  'articles',
  'accessories',
] as const;
export type ProductInfoTab = (typeof PRODUCT_INFO_TABS)[number];

/** Catalogue slugs: lower-case kebab, as server/seed/products.json spells them. */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The content keys of `json?key=` and `json/static?key=`. */
export const CONTENT_KEYS = { curation: 'curation', localization: 'localization' } as const;

/** The content key of a product's information (`product/{slug}`). */
export const productInfoKey = (slug: string) => `product/${slug}`;
