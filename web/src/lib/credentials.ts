import { currentBrand } from './current-brand';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

export interface Credentials {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** docs/product.md#credentials: credentials are kept apart for the Roland brand and for the other brands. */
export function credentialsKey(brand = currentBrandSafe()): string {
  return brand === 'ROLAND' ? `${STORAGE_KEYS.credentials}.roland` : STORAGE_KEYS.credentials;
}

function currentBrandSafe() {
  try {
    return currentBrand();
  } catch {
    return 'DW';
  }
}

/** docs/product.md#credentials: credentials are valid only when all three tokens are present. */
export function readCredentials(key = credentialsKey()): Credentials | null {
  try {
    const value = JSON.parse(readStored(key) ?? 'null');
    const complete =
      value &&
      ['idToken', 'accessToken', 'refreshToken'].every((k) => typeof value[k] === 'string' && value[k]);
    return complete ? (value as Credentials) : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

/**
 * Subscribes to sign-in and sign-out, in this tab and in others (storage events); returns the unsubscribe
 * function. Screens that show something else when signed in re-render through this, not through navigation:
 * a sign-in that stays on the same route changes no route element.
 */
export function onCredentialsChange(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(STORAGE_KEYS.credentials)) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Keeps the tokens of a sign-in or refresh. */
export function saveCredentials(credentials: Credentials, key = credentialsKey()): void {
  const { idToken, accessToken, refreshToken } = credentials;
  writeStored(key, JSON.stringify({ idToken, accessToken, refreshToken }));
  changed();
}

/** Signed in: a stored credential with an access or id token (route guard, docs/product.md#route-guard). */
export function isSignedIn(): boolean {
  return readCredentials() !== null;
}

/** Forgets the signed-in user (route guard reset, sign-out). */
export function clearCredentials(key = credentialsKey()): void {
  writeStored(key, null);
  changed();
}

/** The claims of a JWT (not verified: the server verifies; the client only reads expiry and ids). */
export function tokenClaims(token: string): Record<string, unknown> {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))));
  } catch {
    return {};
  }
}
