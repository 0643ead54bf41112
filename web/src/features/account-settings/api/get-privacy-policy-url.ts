import type { PrivacyPolicyResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

export interface PrivacyPolicyQuery {
  cultureCode: string;
  /** English country name as the profile keeps it; '' when unknown. */
  country: string;
  brand: string;
}

/**
 * GET services url/privacy_policy/: the privacy policy for the culture, country and brand
 * (docs/product.md#privacy-policy-link).
 */
export function getPrivacyPolicyUrl({ cultureCode, country, brand }: PrivacyPolicyQuery) {
  const query = new URLSearchParams({ culture_code: cultureCode, country, brand });
  return apiRequest<PrivacyPolicyResponse>(`url/privacy_policy/?${query}`, { base: 'services' });
}

export const privacyPolicyUrlQueryOptions = (query: PrivacyPolicyQuery) =>
  queryOptions({
    queryKey: queryKeys.privacyPolicyUrl(query.cultureCode, query.country, query.brand),
    queryFn: () => getPrivacyPolicyUrl(query),
  });

export const usePrivacyPolicyUrl = (query: PrivacyPolicyQuery) =>
  useQuery(privacyPolicyUrlQueryOptions(query));
