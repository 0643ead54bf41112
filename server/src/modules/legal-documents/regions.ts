import { COUNTRIES, type Country, countryByCode, countryByName } from '@backstage/domain';
import { AppError } from '../../lib/app-error';

// EU member states, the other EEA states (Iceland, Liechtenstein, Norway) and the United Kingdom: where the
// GDPR or the UK GDPR applies, so the privacy page shows its GDPR section and the EULA its European clause.
const GDPR_COUNTRIES = new Set(
  ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT']
    .concat(['LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'])
    .concat(['IS', 'LI', 'NO', 'GB']),
);

/** True for a country of the EU, the EEA or the UK. */
export function isGdprCountry(country: Country | undefined): boolean {
  return country ? GDPR_COUNTRIES.has(country.code) : false;
}

/** Whose law governs an agreement: Japan, the United States, Europe (EU/EEA/UK) or the generic clause. */
export type Jurisdiction = 'japan' | 'united-states' | 'europe' | 'other';

/** The jurisdiction of a country (none known: the generic clause). */
export function jurisdictionOf(country: Country | undefined): Jurisdiction {
  if (country?.code === 'JP') return 'japan';
  if (country?.code === 'US') return 'united-states';
  return isGdprCountry(country) ? 'europe' : 'other';
}

/**
 * The country a query names: an English name as the profile stores it (any case) or an ISO alpha-2 code.
 * Blank means unknown (docs/product.md#regions: the app sends an empty string when neither profile nor geo lookup know
 * it); anything else that names no country is an invalid parameter.
 */
export function countryParam(value: string | undefined): Country | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const lower = text.toLowerCase();
  const country =
    countryByName(text) ??
    (text.length === 2 ? countryByCode(text) : undefined) ??
    COUNTRIES.find((candidate) => candidate.name.toLowerCase() === lower);
  if (!country) throw new AppError('INVALID_PARAMETERS', [{ field: 'country', message: 'Unknown country' }]);
  return country;
}
