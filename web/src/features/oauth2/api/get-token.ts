import type { SessionResponse } from '@backstage/domain';
import { apiRequest } from '@/lib/api-client';

/** POST oauth2/token: the authorization code and its PKCE verifier for the portal's tokens. */
export function getToken(code: string, codeVerifier: string): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('oauth2/token', { body: { code, codeVerifier } });
}
