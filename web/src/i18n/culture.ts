import { CULTURE_CODES, DEFAULT_CULTURE_CODE, isCultureCode, normalizeCultureCode } from '@backstage/domain';
import { pageQueryParam } from '@/lib/query-params';
import { OLD_CULTURE_KEY, readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

// Country → culture, for `?country_code=` (the first listed culture of the country wins: CA → en-CA).
function cultureOfCountry(country: string): string | undefined {
  const code = country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  const region = code === 'RS' ? 'SP' : code;
  return CULTURE_CODES.find((c) => c.value.endsWith(`-${region}`))?.value;
}

/** The culture of this visit: `?culture_code=`, else `?country_code=`, else the stored one, else en-JM. */
export function initialCulture(
  search: string = window.location.search,
  hash: string = window.location.hash,
): string {
  const fromQuery = pageQueryParam('cultureCode', { search, hash });
  if (fromQuery) return normalizeCultureCode(fromQuery);
  const fromCountry = pageQueryParam('countryCode', { search, hash });
  const country = fromCountry ? cultureOfCountry(fromCountry) : undefined;
  if (country) return country;
  const stored = storedCultureCode();
  return stored && isCultureCode(stored) ? stored : DEFAULT_CULTURE_CODE;
}

// A returning visitor's choice under the old key is moved to the new one, so it is read there from now on.
function storedCultureCode(): string | null {
  const stored = readStored(STORAGE_KEYS.cultureCode);
  if (stored !== null) return stored;
  const old = readStored(OLD_CULTURE_KEY);
  if (old !== null) {
    writeStored(STORAGE_KEYS.cultureCode, old);
    writeStored(OLD_CULTURE_KEY, null);
  }
  return old;
}

/** Remembers the chosen culture code. */
export function storeCultureCode(code: string): void {
  writeStored(STORAGE_KEYS.cultureCode, code);
}
