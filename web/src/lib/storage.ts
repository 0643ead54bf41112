/** Browser storage keys (docs/product.md#browser-storage "Browser storage holds"), all under one prefix. */
export const STORAGE_KEYS = {
  credentials: 'backstage.credentials',
  redirectRoute: 'backstage.redirectRoute',
  theme: 'backstage.theme',
  cultureCode: 'backstage.cultureCode',
  sidebarPosition: 'backstage.sidebarPosition',
  consent: 'backstage.consent',
  myGearSort: 'backstage.myGearSort',
  /** App settings the user chose (analytics opt in/out). */
  settings: 'backstage.settings',
  /** Product surveys offered after a registration and when they were put off (second display, docs/product.md#survey-timing). */
  surveys: 'backstage.surveys',
  /** The country chosen in the Latin-America selector while signed out. */
  country: 'backstage.country',
  /** The user's id at the store, from the service worker's token verification (docs/product.md#service-worker). */
  externalServiceAccountId: 'backstage.externalServiceAccountId',
  /** 'true' once the service worker verified the token for the store, 'false' after a failed check. */
  storeRedirectReady: 'backstage.storeRedirectReady',
  /** Why the visitor is signing up (`pass_login`, `check_in`) until the account exists (docs/product.md#backstage-pass). */
  signupSource: 'backstage.signupSource',
  /** Debug options (`{"on":true}`, set from the browser's developer tools): debug output on the console (docs/product.md#debug-output). */
  debug: 'backstage.debug',
} as const;

/** Where the culture code was kept before it took its name (issue 29): read once, then moved to `cultureCode`. */
export const OLD_CULTURE_KEY = 'backstage.culture';

/**
 * Prefix of every cached copy of server data (master lists, product and localisation data): "clear cache"
 * removes exactly these and so keeps credentials and settings.
 */
export const CACHE_PREFIX = 'backstage.cache.';

/** Removes every stored key under the cache prefix. */
export function clearCachedData(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(CACHE_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing cached.
  }
}

/** Reads a stored string; null when absent or storage is unavailable (private mode). */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a string (null removes it); storage failures are ignored: the app works without persistence. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: keep working in memory.
  }
}
