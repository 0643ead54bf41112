import type { ProductTabs } from '@backstage/domain';
import { type Brand, isDrumBrand, productSupportTab } from '@backstage/domain';
import { textsAlongChain } from '../mail';
import type { CatalogueEntry } from '../master-data';
import { SUPPORT_LINK_TEXTS } from './support-link-texts';
import type { SupportLinkId, SupportLinkText } from './support-link-types';

type Link = ProductTabs['support'][number];
// The portal's own support pages (Support tabs, docs/product.md#support-tabs, in-text anchors) that fit a product's
// brand, in the visitor's culture along its text chain (ADR 083; texts in support-link-texts/).

const HREFS: Record<SupportLinkId, string> = {
  product_support: '/support/product_support',
  service_request: '/support/service_request',
  repair_status: '/support/repair_status',
  dw_product_support: '/support/dw_product_support',
  dwe_product_support: '/support/dwe_product_support',
  dw_brands_product_support: '/support/dw_brands_product_support',
  dw_service_inquiry: '/support/dw_service_inquiry',
  dw_order_support: '/support/dw_order_support',
  contact_us: '/contact-us',
  cloud_account: '/cloud/account',
  my_gear: '/mygear/register_product',
};

function linkIds(brand: Brand, slug: string): SupportLinkId[] {
  if (brand === 'RVS') return ['contact_us', 'cloud_account'];
  // docs/product.md#support-tabs: the brand's product form, the DWe one for DWe and DW Soundworks.
  if (isDrumBrand(brand))
    // A drum brand's product form is one of the DW ones (dw_, dwe_, dw_brands_product_support).
    return [
      productSupportTab(brand, { slug }) as SupportLinkId,
      'dw_service_inquiry',
      'dw_order_support',
      'my_gear',
    ];
  return ['product_support', 'service_request', 'repair_status', 'my_gear'];
}

/** The support pages of the portal for this product, in the culture's words. */
export function supportLinks(
  product: Pick<CatalogueEntry, 'brand' | 'slug' | 'name'>,
  cultureCode: string,
): Link[] {
  return linkIds(product.brand, product.slug).map((id) => {
    const text = textsAlongChain<SupportLinkId, SupportLinkText>(cultureCode, id, SUPPORT_LINK_TEXTS);
    return {
      title: text.title.replace('{name}', product.name),
      description: text.description.replace('{name}', product.name),
      href: HREFS[id],
    };
  });
}
