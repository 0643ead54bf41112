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
