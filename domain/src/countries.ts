// The library's code → English name table alone, not its whole data set with capitals, currencies and native
// names (several times larger): the web app's profile and My Gear screens carry this list (issue #14;
// bench/README.md#javascript-budgets).
import englishNames from 'countries-list/minimal/countries.en.min.json' with { type: 'json' };
import { DEFAULT_CULTURE_CODE } from './cultures';
import { LATIN_AMERICA } from './regions';

/** One ISO 3166-1 country: alpha-2 code and English name (the name is what a User's `country` holds). */
export interface Country {
  code: string;
  name: string;
}

/**
 * Territories the library lists as part of another country (its `partOf`): the profile offers the country they
 * belong to. countries.test.ts holds this set to the library's full data.
 */
export const PART_OF_ANOTHER_COUNTRY: ReadonlySet<string> = new Set(['AC', 'AX', 'SH', 'TA']);

/** Every country, sorted by English name; a profile's country is one of these names. */
export const COUNTRIES: readonly Country[] = Object.entries(englishNames as Record<string, string>)
  .filter(([code]) => !PART_OF_ANOTHER_COUNTRY.has(code))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The country with this English name (as geo lookup's `names.en` and the profile store it). */
export function countryByName(name: string | null | undefined): Country | undefined {
  return name ? COUNTRIES.find((country) => country.name === name) : undefined;
}

/** The country with this alpha-2 code, any case. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  const upper = code?.toUpperCase();
  return upper ? COUNTRIES.find((country) => country.code === upper) : undefined;
}

/**
 * The country a culture code names (`ja-JP` → Japan, `Lt-sr-SP` → Serbia); none for the default
 * International culture (en-JM), which stands for no particular country.
 */
export function countryOfCulture(code: string | null | undefined): Country | undefined {
  if (!code || code === DEFAULT_CULTURE_CODE) return undefined;
  const region = code.split('-').at(-1);
  return countryByCode(region === 'SP' ? 'RS' : region);
}

/** The Latin-America countries, for the selector dialog. */
export const LATIN_AMERICA_COUNTRIES: readonly Country[] = COUNTRIES.filter(
  (country) => country.code in LATIN_AMERICA,
);

// East-Asian addresses are written from the largest unit down: postal code, prefecture, city, street.
const POSTAL_CODE_FIRST = new Set(['JP', 'CN', 'KR', 'TW']);

/** address order flag (docs/product.md#address-order) for a country: postal code first (JP, CN, KR, TW) or last. */
export function postalCodeFirst(countryName: string | null | undefined): boolean {
  const country = countryByName(countryName);
  return country ? POSTAL_CODE_FIRST.has(country.code) : false;
}
