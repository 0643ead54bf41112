import { OIDC_PATHS, type OidcLogoutResponse } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';

/**
 * POST oauth2/oidc/logout/confirm: the yes to a relying party's logout (ADR 063) ends the browser session and
 * the relying party's; the answer names the registered address to go back to, if any.
 */
export function confirmOidcLogout(logout: string): Promise<OidcLogoutResponse> {
  return apiRequest<OidcLogoutResponse>(OIDC_PATHS.confirmLogout.replace(/^\/api\/v1\//, ''), {
    body: { logout },
  });
}
