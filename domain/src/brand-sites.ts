import { BRANDS, type Brand } from './brands';

/**
 * Each brand's own site (docs/product.md#homes): the origins of the restricted-redirect allowlist, one per brand,
 * so Homes never links anywhere the portal would not redirect to (docs/product.md#restricted-redirect).
 */
export const BRAND_SITES: Record<Brand, string> = {
  ROLAND: 'https://www.roland.com',
  BOSS: 'https://www.boss.info',
  PROAV: 'https://proav.roland.com',
  RVS: 'https://www.rolandcloud.com',
  DW: 'https://www.dwdrums.com',
  PDP: 'https://www.pdpdrums.com',
  LPMUSIC: 'https://www.lpmusic.com',
  DRUMSHOP: 'https://www.dwdrumshop.com',
  SLINGERLAND: 'https://www.slingerland.com',
};

/** The site's host name as people read it (`roland.com`, `proav.roland.com`). */
export function brandSiteHost(brand: Brand): string {
  return new URL(BRAND_SITES[brand]).hostname.replace(/^www\./, '');
}

/**
 * The order of Homes (docs/product.md#homes): the brand of this site first, then the brands the user owns gear of
 * (in the spec's order), then the rest.
 */
export function homesOrder(current: Brand, owned: Iterable<Brand>): Brand[] {
  const mine = new Set(owned);
  const rank = (brand: Brand) => (brand === current ? 0 : mine.has(brand) ? 1 : 2);
  return [...BRANDS].sort((a, b) => rank(a) - rank(b) || BRANDS.indexOf(a) - BRANDS.indexOf(b));
}
