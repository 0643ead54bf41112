import { apiRequest } from '@/lib/api-client';

/** POST oauth2/signout: ends the browser session behind single sign-on. */
export function signOutBrowser(): Promise<unknown> {
  return apiRequest('oauth2/signout', { body: {} });
}
