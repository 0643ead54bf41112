/** The portal's own support pages a product page links to (docs/product.md#support-tabs), by id. */
export const SUPPORT_LINK_IDS = [
  'product_support',
  'service_request',
  'repair_status',
  'dw_product_support',
  'dwe_product_support',
  'dw_brands_product_support',
  'dw_service_inquiry',
  'dw_order_support',
  'contact_us',
  'cloud_account',
  'my_gear',
] as const;
export type SupportLinkId = (typeof SUPPORT_LINK_IDS)[number];

/** One link's words; `{name}` is the product name. */
export type SupportLinkText = { title: string; description: string };

/** A base culture's texts: every link. */
export type SupportLinkTexts = Record<SupportLinkId, SupportLinkText>;
/** A culture's texts as its file holds them: a variant (es-MX) only what differs from its base. */
export type SupportLinkVariant = Partial<Record<SupportLinkId, Partial<SupportLinkText>>>;
