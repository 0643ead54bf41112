import { BRAND_LABELS, type Brand } from './brands';

/** docs/product.md#page-titles: "{brand} - Backstage - {page}"; the cloud brand uses "Roland Cloud - {page}". */
export function pageTitle(brand: Brand, page: string): string {
  if (brand === 'RVS') return `Roland Cloud - ${page}`;
  return `${BRAND_LABELS[brand]} - Backstage - ${page}`;
}

/** docs/product.md#page-titles: "{brand} - Help Center". */
export function helpCenterTitle(brand: Brand): string {
  return `${BRAND_LABELS[brand]} - Help Center`;
}
