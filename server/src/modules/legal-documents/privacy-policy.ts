import { normalizeCultureCode, parseBrandName, portalUrl, type RouterMode } from '@backstage/domain';
import { countryParam, isGdprCountry } from './regions';

export interface PrivacyPolicyQuery {
  culture_code?: string;
  country?: string;
  brand?: string;
}

/**
 * docs/product.md#privacy-policy-link `url/privacy_policy/`: our SPA's privacy page in the caller's culture and brand theme. Unknown
 * brands take the first brand (docs/product.md#brands); EU/EEA/UK visitors get `region=eu` so the page shows its GDPR part.
 */
export function privacyPolicyUrl(
  config: { PUBLIC_URL: string; ROUTER_MODE: RouterMode },
  query: PrivacyPolicyQuery,
): { url: string } {
  const country = countryParam(query.country);
  const params = new URLSearchParams({
    culture_code: normalizeCultureCode(query.culture_code),
    theme: parseBrandName(query.brand ?? '').toLowerCase(),
  });
  if (isGdprCountry(country)) params.set('region', 'eu');
  return { url: portalUrl(config.PUBLIC_URL, config.ROUTER_MODE, '/privacy', params) };
}
