import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface PrivacyPolicyQuery {
  cultureCode: string;
  /** English country name as the profile keeps it; '' when unknown. */
  country: string;
  brand: string;
}

/** GET services url/privacy_policy/: the privacy policy for the culture, country and brand (spec §7). */
export function usePrivacyPolicyUrl({ cultureCode, country, brand }: PrivacyPolicyQuery) {
  return useQuery({
    queryKey: ['privacy-policy-url', cultureCode, country, brand],
    queryFn: () => {
      const query = new URLSearchParams({ culture_code: cultureCode, country, brand });
      return apiRequest<{ url: string }>(`url/privacy_policy/?${query}`, { base: 'services' });
    },
  });
}
