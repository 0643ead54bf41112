/** The brands of docs/product.md#brands, in the spec's order: the first is the fallback for an unknown brand name. */
export const BRANDS = [
  'ROLAND',
  'BOSS',
  'PROAV',
  'RVS',
  'DW',
  'PDP',
  'LPMUSIC',
  'DRUMSHOP',
  'SLINGERLAND',
] as const;
export type Brand = (typeof BRANDS)[number];

export const DRUM_BRANDS = [
  'DW',
  'PDP',
  'LPMUSIC',
  'DRUMSHOP',
  'SLINGERLAND',
] as const satisfies readonly Brand[];

/** Names shown to people (titles, footer, wordmarks). */
export const BRAND_LABELS: Record<Brand, string> = {
  ROLAND: 'Roland',
  BOSS: 'BOSS',
  PROAV: 'Roland Pro A/V',
  RVS: 'Roland Cloud',
  DW: 'DW',
  PDP: 'PDP',
  LPMUSIC: 'LP',
  DRUMSHOP: 'DW Drum Shop',
  SLINGERLAND: 'Slingerland',
};

/** True for a known brand name (exact, upper case). */
export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** True for DW, PDP, LPMUSIC, DRUMSHOP and SLINGERLAND. */
export function isDrumBrand(brand: Brand): boolean {
  return (DRUM_BRANDS as readonly Brand[]).includes(brand);
}

/** The default client id of a brand (contract: the brand name in lower case). */
export function brandClientId(brand: Brand): string {
  return brand.toLowerCase();
}

/** A row of the brands master list: stable id (database id), the brand name and its default client id. */
export interface BrandItem {
  id: number;
  value: Brand;
  clientId: string;
}

/** The brands master list in the spec's order, ids from 1. */
export const BRAND_ITEMS: readonly BrandItem[] = BRANDS.map((value, index) => ({
  id: index + 1,
  value,
  clientId: brandClientId(value),
}));
