import { isLocalPath } from '@backstage/domain';
import { deleteTemporaryData } from '@/lib/api/delete-temporary-data';
import { getTemporaryData } from '@/lib/api/get-temporary-data';
import { saveTemporaryData } from '@/lib/api/save-temporary-data';
import { takeRedirectRoute } from './redirect-route';
import { readStored, STORAGE_KEYS } from './storage';

const PURPOSE = 'RedirectPathAfterSignup';

/**
 * At sign-up: keeps the remembered route (e.g. a QR registration card's page) on the server against the new
 * address (Temporary data, docs/product.md#temporary-data), so it still applies when the account is activated and first signed in on
 * another device. Best effort: without it the same browser still has its own copy.
 */
export async function keepRedirectForSignup(email: string): Promise<void> {
  const path = readStored(STORAGE_KEYS.redirectRoute);
  if (!isLocalPath(path)) return;
  await saveTemporaryData({ email, purpose: PURPOSE, body: { path } }).catch(() => undefined);
}

/**
 * After a sign-in: the route remembered in this browser, else one kept at sign-up (then removed, it is used
 * once), else home.
 */
export async function takeRedirectAfterSignIn(): Promise<string> {
  const local = takeRedirectRoute();
  const kept = await getTemporaryData(PURPOSE).catch(() => null);
  if (!kept?.body) return local;
  void deleteTemporaryData(PURPOSE).catch(() => undefined);
  const remote = typeof kept.body.path === 'string' ? kept.body.path : undefined;
  return local !== '/' || !isLocalPath(remote) ? local : remote;
}
