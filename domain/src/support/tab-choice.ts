import type { Brand } from '../brands';
import { isDrumBrand } from '../brands';
import { type SupportForm, supportTabsFor } from './forms';

/**
 * docs/product.md#support-tabs: dw_product_support is "not for DWe"; dwe_product_support covers DWe and DW
 * Soundworks. The catalogue names them by slug (`dwe-drum-kit`, `dw-soundworks`); a later DWe model keeps the
 * `dwe-` prefix.
 */
export function isDweProduct(product: { slug: string }): boolean {
  return product.slug.startsWith('dwe-') || product.slug === 'dw-soundworks';
}

/**
 * The product support form for a product on a brand's site (My Gear's "Get support", the product page's
 * support links): the brand's general product form, or the DWe form for a DWe / DW Soundworks product
 * where the brand shows it (DW, DW Drum Shop).
 */
export function productSupportTab(brand: Brand, product?: { slug: string }): SupportForm {
  const tabs = supportTabsFor(brand);
  if (product && isDweProduct(product) && tabs.includes('dwe_product_support')) return 'dwe_product_support';
  return (['product_support', 'dw_product_support', 'dw_brands_product_support'] as const).find((tab) =>
    tabs.includes(tab),
  )!;
}

// docs/product.md#in-text-anchors: the texts' anchors name the US forms; the drum brands answer the same
// questions with their own forms.
const DRUM_ANCHORS: Readonly<Record<string, SupportForm>> = {
  order_status: 'dw_order_support',
  repair_status: 'dw_service_inquiry',
  service_request: 'dw_service_request',
};

/** The tab `/support#{anchor}` opens on a brand's site, or undefined when the anchor names none of its forms. */
export function supportTabForAnchor(brand: Brand, anchor: string): SupportForm | undefined {
  const tabs = supportTabsFor(brand);
  const form = tabs.includes(anchor as SupportForm)
    ? (anchor as SupportForm)
    : isDrumBrand(brand)
      ? DRUM_ANCHORS[anchor]
      : undefined;
  return form && tabs.includes(form) ? form : undefined;
}
