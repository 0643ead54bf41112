import { OIDC_PATHS, type OidcConsentAnswer } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';

/** POST oauth2/oidc/consent: Allow or Deny (ADR 088); the answer names the relying party's redirect URI. */
export function answerOidcConsent(consent: string, allow: boolean): Promise<OidcConsentAnswer> {
  return apiRequest<OidcConsentAnswer>(OIDC_PATHS.consent.replace(/^\/api\/v1\//, ''), {
    body: { consent, allow },
  });
}
