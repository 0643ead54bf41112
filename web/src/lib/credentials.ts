import { readStored, STORAGE_KEYS, writeStored } from './storage';

export interface Credentials {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** Spec §3: credentials are valid only when all three tokens are present. */
export function readCredentials(): Credentials | null {
  try {
    const value = JSON.parse(readStored(STORAGE_KEYS.credentials) ?? 'null');
    const complete =
      value &&
      ['idToken', 'accessToken', 'refreshToken'].every((k) => typeof value[k] === 'string' && value[k]);
    return complete ? (value as Credentials) : null;
  } catch {
    return null;
  }
}

/** Signed in: a stored credential with an access or id token (spec §2 route guard). */
export function isSignedIn(): boolean {
  return readCredentials() !== null;
}

/** Forgets the signed-in user (route guard reset). */
export function clearCredentials(): void {
  writeStored(STORAGE_KEYS.credentials, null);
}
