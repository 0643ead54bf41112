import { LOGIN_PATH, OAUTH2_REDIRECT_PATH, type RouteMeta, routeForPath } from './routes';

export interface GuardInput {
  /** Path under the public prefix, e.g. `/settings/profile`. */
  pathname: string;
  /** Query string with or without the leading `?`. */
  search?: string;
  hash?: string;
  signedIn: boolean;
  /** The browser's user agent, to spot the LINE in-app browser. */
  userAgent?: string;
}

export type GuardDecision =
  /** Show the route; `search` is the query without `sso`, `replace` says the URL must be rewritten. */
  | { kind: 'allow'; route: RouteMeta; search: string; replace: boolean }
  /**
   * Go elsewhere. `remember` is the wanted location to return to after sign-in; `resetUser` asks to clear
   * the signed-out user's state.
   */
  | { kind: 'redirect'; to: string; remember?: string; resetUser: boolean };

/** True inside the LINE app's in-app browser (its user agent carries a `Line/<version>` token). */
export function isLineInAppBrowser(userAgent = ''): boolean {
  return /\bLine\/\d/i.test(userAgent);
}

/**
 * Spec §2 route guard: unknown paths go to '/'; routes needing no sign-in, and signed-in visitors, pass;
 * otherwise the user state is reset and the wanted location remembered, and the visitor goes to login, or
 * to the OAuth2 redirect when `sso=1` is on a protected non-root path or inside the LINE in-app browser.
 * The `sso` query is always dropped.
 */
export function guardRoute({
  pathname,
  search = '',
  hash = '',
  signedIn,
  userAgent,
}: GuardInput): GuardDecision {
  const query = new URLSearchParams(search.replace(/^\?/, ''));
  const sso = query.get('sso') === '1';
  const hadSso = query.has('sso');
  query.delete('sso');
  const rest = query.toString();
  const cleanSearch = rest ? `?${rest}` : '';

  const route = routeForPath(pathname, { signedIn });
  if (!route) return { kind: 'redirect', to: '/', resetUser: false };
  if (!route.needsAuth || signedIn) return { kind: 'allow', route, search: cleanSearch, replace: hadSso };

  const remember = `${pathname}${cleanSearch}${hash}`;
  const isRoot = pathname.replace(/\/+$/, '') === '';
  const viaOAuth = (sso && !isRoot) || isLineInAppBrowser(userAgent);
  return { kind: 'redirect', to: viaOAuth ? OAUTH2_REDIRECT_PATH : LOGIN_PATH, remember, resetUser: true };
}

/**
 * Spec §2: in history mode an old hash-style URL (`#/path?query`) becomes the normal path; any other hash
 * (an in-page anchor such as `#register_product`) gives null.
 */
export function historyPathFromHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  return hash.slice(1);
}
