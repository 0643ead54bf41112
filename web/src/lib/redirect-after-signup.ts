import { apiRequest } from './api-client';
import { takeRedirectRoute } from './redirect-route';
import { currentUserId } from './session';
import { readStored, STORAGE_KEYS } from './storage';

const PURPOSE = 'RedirectPathAfterSignup';

/**
 * At sign-up: keeps the remembered route (e.g. a QR registration card's page) on the server against the new
 * address (spec §3 Temporary data), so it still applies when the account is activated and first signed in on
 * another device. Best effort: without it the same browser still has its own copy.
 */
export async function keepRedirectForSignup(email: string): Promise<void> {
  const path = readStored(STORAGE_KEYS.redirectRoute);
  if (!path?.startsWith('/') || path.startsWith('//')) return;
  await apiRequest('temporaryData', { body: { email, purpose: PURPOSE, body: { path } } }).catch(
    () => undefined,
  );
}

/**
 * After a sign-in: the route remembered in this browser, else one kept at sign-up (then removed, it is used
 * once), else home.
 */
export async function takeRedirectAfterSignIn(): Promise<string> {
  const local = takeRedirectRoute();
  const path = `temporaryData/${currentUserId()}/${PURPOSE}`;
  const kept = await apiRequest<{ body: { path?: string } | null }>(path, { auth: 'id' }).catch(() => null);
  if (!kept?.body) return local;
  void apiRequest(path, { method: 'DELETE', auth: 'id' }).catch(() => undefined);
  const remote = kept.body.path;
  return local !== '/' || !remote?.startsWith('/') || remote.startsWith('//') ? local : remote;
}
