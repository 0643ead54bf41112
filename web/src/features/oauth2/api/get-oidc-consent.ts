import { OIDC_PATHS, type OidcConsent } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET oauth2/oidc/consent: what a relying party asks of the browser's account (ADR 088). */
export function getOidcConsent(consent: string): Promise<OidcConsent> {
  const path = OIDC_PATHS.consent.replace(/^\/api\/v1\//, '');
  return apiRequest<OidcConsent>(`${path}?${new URLSearchParams({ consent })}`);
}

/** The question is asked once: a refetch after the answer would find it gone. */
export const useOidcConsent = (consent: string) =>
  useQuery({
    queryKey: queryKeys.oidcConsent(consent),
    queryFn: () => getOidcConsent(consent),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
