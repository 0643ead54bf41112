import { APP_CLIENT_PARAM, CHECKOUT_RESULT_PARAM, isAppClient } from '@backstage/domain';
import { useLocation } from 'react-router';

/**
 * Every query parameter the app reads, by name → its key in the address: docs/product.md#query-parameters "Query parameters read"
 * (theme, culture_code, country_code, email, code, mdl, sso) and those the app's own links and the server's
 * mails add. Routes read them only through this module.
 */
export const QUERY_PARAMS = {
  theme: 'theme',
  cultureCode: 'culture_code',
  countryCode: 'country_code',
  email: 'email',
  code: 'code',
  mdl: 'mdl',
  sso: 'sso',
  /** The activation mail's code id, used when the link has no address. */
  activationId: 'activationId',
  /** A device's serial offered for registration (My Gear suggestions). */
  serial: 'serial',
  /** The event a check-in link names (docs/product.md#check-in). */
  event: 'event',
  /** Where the app's delete-account page returns to (restricted to our own sites). */
  redirect: 'redirect',
  /** The OAuth2 authorization request a sign-in continues (single sign-on). */
  continue: 'continue',
  /** The OAuth2 callback's state. */
  state: 'state',
  /** EULA country (older links), besides country_code. */
  country: 'country',
  /** Privacy policy region (`eu` adds the EU sections). */
  region: 'region',
  registeredProductId: 'registeredProductId',
  /** The new-device alert's "this wasn't me" link (docs/product.md#new-device-alert). */
  token: 'token',
  /** `client=app`: the maker's app opened the screen (MembershipsRCM, docs/product.md#app-client-screens). */
  client: APP_CLIENT_PARAM,
  /** `checkout=cancelled`: back from the processor's page without paying (docs/product.md#checkout). */
  checkout: CHECKOUT_RESULT_PARAM,
  /** `text_preview=1`: a content staff member sees the culture's unpublished texts (docs/product.md#staff-console). */
  textPreview: 'text_preview',
} as const;

export type QueryParam = keyof typeof QUERY_PARAMS;

/**
 * A parameter of a query string, trimmed, undefined when absent or empty. Mail clients that escape `&` as
 * `&amp;` turn `?email=x&code=1` into `?email=x&amp;code=1`; the spec names `amp;code`, and the same happens
 * to every parameter after the first, so each is also read with that prefix.
 */
export function queryParam(search: string | URLSearchParams, name: QueryParam): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const key = QUERY_PARAMS[name];
  return (params.get(key) ?? params.get(`amp;${key}`))?.trim() || undefined;
}

/**
 * Takes a parameter out of a query (also as `amp;<key>`): its value as given (`''` when present but empty,
 * undefined when absent) and the query without it (`?a=1`, or `''`). The route guard drops `sso` this way.
 */
export function takeQueryParam(
  search: string,
  name: QueryParam,
): { value: string | undefined; rest: string } {
  const params = new URLSearchParams(search.replace(/^\?/, ''));
  const key = QUERY_PARAMS[name];
  const value = params.get(key) ?? params.get(`amp;${key}`) ?? undefined;
  params.delete(key);
  params.delete(`amp;${key}`);
  const rest = params.toString();
  return { value: value?.trim(), rest: rest ? `?${rest}` : '' };
}

/** The query of a hash route (`#/activation?code=1` → `?code=1`), empty for any other hash. */
export function hashRouteQuery(hash: string): string {
  if (!hash.startsWith('#/')) return '';
  const at = hash.indexOf('?');
  return at < 0 ? '' : hash.slice(at).replace(/#.*$/, '');
}

/**
 * A parameter of the page's address before the router runs (theme, culture): the query, else the hash
 * route's query (hash routing keeps a route's query after `#/…?`).
 */
export function pageQueryParam(
  name: QueryParam,
  location: Pick<Location, 'search' | 'hash'> = window.location,
): string | undefined {
  return queryParam(location.search, name) ?? queryParam(hashRouteQuery(location.hash), name);
}

/** A parameter of the current route's query, in history and hash routing alike. */
export function useQueryParam(name: QueryParam): string | undefined {
  return queryParam(useLocation().search, name);
}

/**
 * Whether the maker's app opened this screen (`?client=app`, the domain's rule, ADR 043): its view keeps the
 * flag on its links and shows no way into the portal.
 */
export function useAppClient(): boolean {
  return isAppClient(useLocation().search);
}
