import { BRAND_LABELS, type Brand } from './brands';

/** Spec §1: "{brand} - Backstage - {page}"; the cloud brand uses "Roland Cloud - {page}". */
export function pageTitle(brand: Brand, page: string): string {
  if (brand === 'RVS') return `Roland Cloud - ${page}`;
  return `${BRAND_LABELS[brand]} - Backstage - ${page}`;
}

/** Spec §1: "{brand} - Help Center". */
export function helpCenterTitle(brand: Brand): string {
  return `${BRAND_LABELS[brand]} - Help Center`;
}
