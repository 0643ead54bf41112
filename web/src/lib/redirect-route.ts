import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** Where to go after sign-in: the remembered route (spec §2), once, else home; only paths of this app. */
export function takeRedirectRoute(): string {
  const route = readStored(STORAGE_KEYS.redirectRoute);
  writeStored(STORAGE_KEYS.redirectRoute, null);
  return route?.startsWith('/') && !route.startsWith('//') ? route : '/';
}

/** Remembers where to go after the next sign-in (e.g. a QR registration started signed out). */
export function rememberRedirectRoute(route: string): void {
  writeStored(STORAGE_KEYS.redirectRoute, route);
}
