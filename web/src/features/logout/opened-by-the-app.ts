import { OWN_SIGN_OUT_COOKIE } from '@backstage/domain';
import type { Location } from 'react-router';

/**
 * True when the app itself navigated here (a link or `navigate` inside the running app), false for a page
 * load: an address typed, a bookmark, a link on another site. The router gives the first entry of a page
 * load the key `default`; each in-app navigation gets a key of its own, kept in the tab's history state,
 * which another site cannot write (ADR 024).
 */
export function openedByTheApp(location: Pick<Location, 'key'>): boolean {
  return location.key !== 'default';
}

const OWN_VISIT = `${OWN_SIGN_OUT_COOKIE}=1`;

/**
 * True when this page load of `/logout` was started by the user or the portal itself (an address typed, a
 * bookmark, a link on the portal's own pages): the server marks such a load, by the browser's Fetch Metadata,
 * with a cookie only this page sees, and never a load from another site (ADR 064).
 */
export function loadedByTheUser(): boolean {
  return document.cookie.split('; ').includes(OWN_VISIT);
}

/** Forgets the mark once used, so a later load from another site does not find it. */
export function forgetLoadMark(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one short-lived mark; the Cookie Store API is not in every browser
  document.cookie = `${OWN_SIGN_OUT_COOKIE}=; Path=/backstage/logout; Max-Age=0; SameSite=Strict`;
}
