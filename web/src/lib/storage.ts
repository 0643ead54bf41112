/** Browser storage keys (spec §3 "Browser storage holds"), all under one prefix. */
export const STORAGE_KEYS = {
  credentials: 'backstage.credentials',
  redirectRoute: 'backstage.redirectRoute',
  theme: 'backstage.theme',
  culture: 'backstage.culture',
  sidebarPosition: 'backstage.sidebarPosition',
  consent: 'backstage.consent',
} as const;

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
