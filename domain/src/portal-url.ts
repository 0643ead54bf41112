import { PUBLIC_PATH } from './routes';

/** docs/product.md#routes: the SPA routes by path (history) or by `#/path` (hash), as configured. */
export const ROUTER_MODES = ['history', 'hash'] as const;
export type RouterMode = (typeof ROUTER_MODES)[number];

/**
 * The address of a portal route for the router mode, as mails and server redirects must give it:
 * `https://host/backstage/activation?code=1` (history) or `https://host/backstage/#/activation?code=1` (hash).
 */
export function portalUrl(
  origin: string,
  mode: RouterMode,
  path: string,
  query?: URLSearchParams | Record<string, string>,
): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  const route = `/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  const base = `${origin.replace(/\/+$/, '')}${PUBLIC_PATH}`;
  return mode === 'hash' ? `${base}#${route}` : `${base}${route.slice(1)}`;
}

/**
 * docs/product.md#routing-mode in hash mode: a history-style address (`/backstage/activation?code=1`, from an older mail, a
 * registration card or an OAuth2 callback, which cannot carry a fragment) becomes the hash route
 * `#/activation?code=1`; null when the path is the portal's root or outside it, or a hash route is already
 * given.
 */
export function hashRouteFromHistory(pathname: string, search: string, hash = ''): string | null {
  if (hash.startsWith('#/')) return null;
  const base = PUBLIC_PATH.replace(/\/$/, '');
  if (pathname !== base && !pathname.startsWith(PUBLIC_PATH)) return null;
  const route = pathname
    .slice(base.length)
    .replace(/^\/+/, '')
    .replace(/^index\.html$/, '');
  if (!route) return null;
  return `#/${route}${search}${hash}`;
}
