/**
 * The countries the region rules name (docs/product.md#china-notice, docs/product.md#latin-america), by
 * alpha-2 code with the English name a profile and the geo lookup hold. Kept apart from `countries.ts`: every
 * page asks these questions, and the full country list is not needed to answer them
 * (bench/README.md#javascript-budgets); `countries.test.ts` checks the names against that list.
 */
export const CHINA = { code: 'CN', name: 'China' } as const;

/** The Chinese version of the portal users in China are offered instead (docs/product.md#china-notice). */
export const CHINA_PORTAL_URL = 'https://www.roland.cn/';

// Mexico has its own culture (es-MX); the rest of Central and South America and the Spanish- and
// Portuguese-speaking Caribbean share es-CR / pt-BR and so choose their country in a selector.
export const LATIN_AMERICA: Readonly<Record<string, string>> = {
  AR: 'Argentina',
  BO: 'Bolivia',
  BR: 'Brazil',
  CL: 'Chile',
  CO: 'Colombia',
  CR: 'Costa Rica',
  CU: 'Cuba',
  DO: 'Dominican Republic',
  EC: 'Ecuador',
  GT: 'Guatemala',
  HN: 'Honduras',
  NI: 'Nicaragua',
  PA: 'Panama',
  PE: 'Peru',
  PR: 'Puerto Rico',
  PY: 'Paraguay',
  SV: 'El Salvador',
  UY: 'Uruguay',
  VE: 'Venezuela',
};
const LATIN_AMERICA_NAMES = new Set(Object.values(LATIN_AMERICA));

/** docs/product.md#china-notice: users in China are told the service is not available in their region. */
export function isChina(countryName: string | null | undefined): boolean {
  return countryName === CHINA.name;
}

/** docs/product.md#latin-america: Latin-America users get the country selector dialog. */
export function isLatinAmerica(countryName: string | null | undefined): boolean {
  return !!countryName && LATIN_AMERICA_NAMES.has(countryName);
}
