import { apiRequest } from '@/lib/api-client';

/** POST signout/sessions with the refresh token: ends this sign-in's session on the server. */
export function signOut(refreshToken: string): Promise<unknown> {
  return apiRequest('signout/sessions', { body: { token: refreshToken } });
}
