import { normalizeCultureCode, parseBrandName } from '@backstage/domain';
import { countryParam, isGdprCountry } from './regions';

export interface PrivacyPolicyQuery {
  culture_code?: string;
  country?: string;
  brand?: string;
}

/**
 * Spec §7 `url/privacy_policy/`: our SPA's privacy page in the caller's culture and brand theme. Unknown
 * brands take the first brand (spec §1); EU/EEA/UK visitors get `region=eu` so the page shows its GDPR part.
 */
export function privacyPolicyUrl(publicUrl: string, query: PrivacyPolicyQuery): { url: string } {
  const country = countryParam(query.country);
  const params = new URLSearchParams({
    culture_code: normalizeCultureCode(query.culture_code),
    theme: parseBrandName(query.brand ?? '').toLowerCase(),
  });
  if (isGdprCountry(country)) params.set('region', 'eu');
  return { url: `${publicUrl.replace(/\/+$/, '')}/backstage/privacy?${params}` };
}
