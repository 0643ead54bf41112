import { isLocalPath } from '@backstage/domain';
import { readStored, STORAGE_KEYS, writeStored } from './storage';

/** Where to go after sign-in: the remembered route (docs/product.md#route-guard), once, else home; only paths of this app. */
export function takeRedirectRoute(): string {
  const route = readStored(STORAGE_KEYS.redirectRoute);
  writeStored(STORAGE_KEYS.redirectRoute, null);
  return isLocalPath(route) ? route : '/';
}

/** Remembers where to go after the next sign-in (e.g. a QR registration started signed out). */
export function rememberRedirectRoute(route: string): void {
  writeStored(STORAGE_KEYS.redirectRoute, route);
}
