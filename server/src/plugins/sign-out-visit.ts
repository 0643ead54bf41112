import { OWN_SIGN_OUT_COOKIE } from '@backstage/domain';

/** Where the web app's `/logout` page is served (history routing; hash routing keeps it after '#'). */
export const LOGOUT_PAGE = '/backstage/logout';

/**
 * The cookie a page load of `/logout` is answered with (ADR 064): the mark that the user or the portal itself
 * started it, by the browser's Fetch Metadata (`Sec-Fetch-Site: none` for a typed address or a bookmark,
 * `same-origin` for a link on the portal's own pages), which another site cannot forge; anything else, a planted
 * link included, clears a mark left over. Short-lived and readable by the page, which removes it once read.
 */
export function ownSignOutCookie(secFetchSite: string | string[] | undefined): string {
  const own = secFetchSite === 'none' || secFetchSite === 'same-origin';
  return `${OWN_SIGN_OUT_COOKIE}=${own ? '1' : ''}; Path=${LOGOUT_PAGE}; Max-Age=${own ? 30 : 0}; SameSite=Strict`;
}
