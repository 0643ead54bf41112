import { LOGIN_PATH, OAUTH2_REDIRECT_PATH, type RouteMeta, routeForPath } from './routes';

export interface GuardInput {
  /** Path under the public prefix, e.g. `/settings/profile`. */
  pathname: string;
  /** Query string with or without the leading `?`, without `sso` (the caller's query module takes it out). */
  search?: string;
  /** The `sso` query parameter as it was read (`'1'` asks for single sign-on); undefined when absent. */
  sso?: string;
  hash?: string;
  signedIn: boolean;
  /** The browser's user agent, to spot the LINE in-app browser. */
  userAgent?: string;
}

export type GuardDecision =
  /** Show the route; `search` is the query without `sso`, `replace` says the URL must be rewritten (it had `sso`). */
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
 * route guard (docs/product.md#route-guard): unknown paths go to '/'; routes needing no sign-in, and signed-in visitors, pass;
 * otherwise the user state is reset and the wanted location remembered, and the visitor goes to login, or
 * to the OAuth2 redirect when `sso=1` is on a protected non-root path or inside the LINE in-app browser.
 * The `sso` query is always dropped: the caller reads it (web: lib/query-params.ts) and passes the rest.
 */
export function guardRoute({
  pathname,
  search = '',
  sso,
  hash = '',
  signedIn,
  userAgent,
}: GuardInput): GuardDecision {
  const rest = search.replace(/^\?/, '');
  const cleanSearch = rest ? `?${rest}` : '';
  const hadSso = sso !== undefined;

  const route = routeForPath(pathname, { signedIn });
  if (!route) return { kind: 'redirect', to: '/', resetUser: false };
  if (!route.needsAuth || signedIn) return { kind: 'allow', route, search: cleanSearch, replace: hadSso };

  const remember = `${pathname}${cleanSearch}${hash}`;
  const isRoot = pathname.replace(/\/+$/, '') === '';
  const viaOAuth = (sso === '1' && !isRoot) || isLineInAppBrowser(userAgent);
  return { kind: 'redirect', to: viaOAuth ? OAUTH2_REDIRECT_PATH : LOGIN_PATH, remember, resetUser: true };
}

/**
 * docs/product.md#routing-mode: in history mode an old hash-style URL (`#/path?query`) becomes the normal path; any other hash
 * (an in-page anchor such as `#register_product`) gives null.
 */
export function historyPathFromHash(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  return hash.slice(1);
}
