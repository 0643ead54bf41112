import { BRANDS } from '../brands';
import { PRODUCT_SLUG_PATTERN } from '../product-info';
import { z } from './zod';

// docs/product.md#product-info "product info keyed by culture code and slug": the product page's data, the
// curated selection and the server text catalogue (`json?key=`).
const text = z.string().trim().min(1);
const httpsUrl = z.url({ protocol: /^https$/ });
/** A portal path (`/support/product_support`, `/mygear#register_product`) or an https address elsewhere. */
const href = z.union([z.string().regex(/^\/[A-Za-z0-9/_#?=&-]*$/), httpsUrl]);

export const productFeatureSchema = z.object({ title: text, body: text });
export const productSpecSchema = z.object({ name: text, value: text });
/** Software, drivers and apps for the product, on the maker's site. */
export const productDownloadSchema = z.object({
  title: text,
  description: text,
  platforms: z.array(text),
  url: httpsUrl,
});
/** Details of a support document's file; the web clears them when it stores product info (docs/product.md#product-info). */
export const assetDetailsSchema = z.object({ publisher: text, format: text });
/** Owner's manuals and guides (Product_Support_Documents, docs/product.md#product-info), on the maker's site. */
export const productSupportDocumentSchema = z.object({
  id: text,
  title: text,
  /** The document's language as a BCP 47 tag (`en`, `ja`). */
  language: text,
  url: httpsUrl,
  Asset_Details: assetDetailsSchema.nullable(),
});
export const productSupportLinkSchema = z.object({ title: text, description: text, href });
/** A short how-to about the product: what it solves and the steps. */
export const productArticleSchema = z.object({
  id: text,
  title: text,
  summary: text,
  steps: z.array(text),
});
/** An accessory; `slug` names its own product page when the catalogue has it. */
export const productAccessorySchema = z.object({
  name: text,
  description: text,
  slug: z.string().regex(PRODUCT_SLUG_PATTERN).nullable(),
});

/** The tab lists of one culture, as written in server/content/products/{slug}.json. */
export const productTabsSchema = z.object({
  summary: text.nullable(),
  features: z.array(productFeatureSchema),
  specs: z.array(productSpecSchema),
  downloads: z.array(productDownloadSchema),
  Product_Support_Documents: z.array(productSupportDocumentSchema),
  support: z.array(productSupportLinkSchema),
  articles: z.array(productArticleSchema),
  accessories: z.array(productAccessorySchema),
});
export type ProductTabs = z.infer<typeof productTabsSchema>;

/**
 * A product page in one culture: catalogue fields plus the tab lists. `source` says whether its lists were
 * written for the product (`content`) or the page was built from the catalogue alone (`catalogue`), in
 * which case only the support links (the portal's own support pages for the brand) are filled.
 */
export const productInfoSchema = productTabsSchema.extend({
  slug: z.string().regex(PRODUCT_SLUG_PATTERN),
  name: text,
  brand: z.enum(BRANDS),
  modelCode: text,
  /** The product type of the catalogue's meta (`Digital Piano`), when it has one. */
  type: text.nullable(),
  cultureCode: text,
  updateDate: z.iso.datetime({ offset: true }),
  source: z.enum(['content', 'catalogue']),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;
export type ProductSupportDocument = z.infer<typeof productSupportDocumentSchema>;

/** A curated selection of product pages (a home-page showcase), per culture. */
export const curationSchema = z.object({
  cultureCode: text,
  updateDate: z.iso.datetime({ offset: true }),
  sections: z.array(
    z.object({
      id: text,
      title: text,
      items: z.array(z.object({ slug: z.string().regex(PRODUCT_SLUG_PATTERN), headline: text })),
    }),
  ),
});
export type Curation = z.infer<typeof curationSchema>;

/** The server's text catalogue (localization data, docs/product.md#product-info: version, updateDate, messages) for a culture. */
export const localizationSchema = z.object({
  cultureCode: text,
  version: text,
  updateDate: z.iso.datetime({ offset: true }),
  /** Error code of the docs/product.md#error-catalogue catalogue → its text in this culture. */
  messages: z.record(z.string(), text),
});
export type Localization = z.infer<typeof localizationSchema>;
