import { countries } from 'countries-list';
import { countryByCode, countryByName } from './countries';
import { CULTURE_CODES } from './cultures';

/**
 * Where a catalogue product may be registered (docs/product.md#product-regions "Sorry, this product cannot be added in your
 * Region/Country."). A product's `regions` is null when it is sold everywhere, else a list of tokens:
 * ISO 3166-1 alpha-2 codes (`JP`, `US`) or the continent groups below (`AMERICAS`, `EUROPE`, …).
 */
export const PRODUCT_REGION_GROUPS = {
  AMERICAS: ['NA', 'SA'],
  EUROPE: ['EU'],
  ASIA: ['AS'],
  OCEANIA: ['OC'],
  AFRICA: ['AF'],
} as const satisfies Record<string, readonly string[]>;

export type ProductRegionGroup = keyof typeof PRODUCT_REGION_GROUPS;

/** True for a token a product's `regions` may hold: a group name or a country code, upper case. */
export function isProductRegionToken(token: string): boolean {
  return Object.hasOwn(PRODUCT_REGION_GROUPS, token) || countryByCode(token)?.code === token;
}

/** True when a product with these regions may be registered by a user in this country (alpha-2). */
export function productAvailableIn(
  regions: readonly string[] | null | undefined,
  countryCode: string | undefined,
): boolean {
  if (!regions) return true;
  const country = countryByCode(countryCode);
  if (!country || country.code !== countryCode) return false;
  // The continent comes from the library's full data, which only the server's rule needs.
  const { continent } = countries[country.code as keyof typeof countries];
  return regions.some((token) =>
    Object.hasOwn(PRODUCT_REGION_GROUPS, token)
      ? (PRODUCT_REGION_GROUPS[token as ProductRegionGroup] as readonly string[]).includes(continent)
      : token === country.code,
  );
}

// Culture codes whose region part is not the country's ISO code: Serbian is written "SP" in the list, and
// en-JM stands for "International", not for Jamaica.
const CULTURE_COUNTRY_EXCEPTIONS: Record<string, string | undefined> = {
  'Lt-sr-SP': 'RS',
  'en-JM': undefined,
};

/** The country (alpha-2) a culture code's region names, if it names one. */
export function cultureCountryCode(cultureCode: string | null | undefined): string | undefined {
  const culture = CULTURE_CODES.find((candidate) => candidate.value === cultureCode);
  if (!culture) return undefined;
  if (Object.hasOwn(CULTURE_COUNTRY_EXCEPTIONS, culture.value))
    return CULTURE_COUNTRY_EXCEPTIONS[culture.value];
  return countryByCode(culture.value.split('-').at(-1))?.code;
}

/**
 * The user's region for the product rule: the profile's country (an English name), or when it is unset
 * the region of the user's culture code. Undefined when neither names a country.
 */
export function userRegionCode(user: { country?: string | null; cultureCode?: string | null }) {
  return countryByName(user.country)?.code ?? cultureCountryCode(user.cultureCode);
}
