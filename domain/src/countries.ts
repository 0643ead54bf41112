import { countries } from 'countries-list';
import { DEFAULT_CULTURE_CODE } from './cultures';

/** One ISO 3166-1 country: alpha-2 code and English name (the name is what a User's `country` holds). */
export interface Country {
  code: string;
  name: string;
  continent: string;
}

/** Every country, sorted by English name; a profile's country is one of these names. */
export const COUNTRIES: readonly Country[] = Object.entries(countries)
  .filter(([, data]) => !('partOf' in data))
  .map(([code, data]) => ({ code, name: data.name, continent: data.continent }))
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

/** The Chinese version of the portal users in China are offered instead (docs/product.md#china-notice). */
export const CHINA_PORTAL_URL = 'https://www.roland.cn/';

/** docs/product.md#china-notice: users in China are told the service is not available in their region. */
export function isChina(countryName: string | null | undefined): boolean {
  return countryByName(countryName)?.code === 'CN';
}

// Mexico has its own culture (es-MX); the rest of Central and South America and the Spanish- and
// Portuguese-speaking Caribbean share es-CR / pt-BR and so choose their country in a selector.
const LATIN_AMERICA = new Set(
  [
    'AR',
    'BO',
    'BR',
    'CL',
    'CO',
    'CR',
    'CU',
    'DO',
    'EC',
    'GT',
    'HN',
    'NI',
    'PA',
    'PE',
    'PR',
    'PY',
    'SV',
  ].concat(['UY', 'VE']),
);

/** docs/product.md#latin-america: Latin-America users get the country selector dialog. */
export function isLatinAmerica(countryName: string | null | undefined): boolean {
  const country = countryByName(countryName);
  return country ? LATIN_AMERICA.has(country.code) : false;
}

/** The Latin-America countries, for the selector dialog. */
export const LATIN_AMERICA_COUNTRIES: readonly Country[] = COUNTRIES.filter((country) =>
  LATIN_AMERICA.has(country.code),
);

// East-Asian addresses are written from the largest unit down: postal code, prefecture, city, street.
const POSTAL_CODE_FIRST = new Set(['JP', 'CN', 'KR', 'TW']);

/** address order flag (docs/product.md#address-order) for a country: postal code first (JP, CN, KR, TW) or last. */
export function postalCodeFirst(countryName: string | null | undefined): boolean {
  const country = countryByName(countryName);
  return country ? POSTAL_CODE_FIRST.has(country.code) : false;
}
