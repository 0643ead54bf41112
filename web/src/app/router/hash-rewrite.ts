import { hashRouteFromHistory, historyPathFromHash, PUBLIC_PATH, type RouterMode } from '@backstage/domain';

/**
 * Before the first render, brings the address to the configured router mode (docs/product.md#routing-mode): in history mode an
 * old `#/path?query` URL becomes `/backstage/path?query`; in hash mode a history-style
 * `/backstage/path?query` (an older mail, a registration card, an OAuth2 callback) becomes
 * `/backstage/#/path?query`.
 */
export function rewriteUrlForMode(
  mode: RouterMode,
  location: Location = window.location,
  history: History = window.history,
): void {
  if (mode === 'history') rewriteHashUrl(location, history);
  else rewriteHistoryUrl(location, history);
}

function rewriteHashUrl(location: Location, history: History): void {
  const path = historyPathFromHash(location.hash);
  if (path === null) return;
  const [pathname = '/', query] = path.split('?');
  const params = new URLSearchParams(location.search);
  for (const [key, value] of new URLSearchParams(query ?? '')) params.set(key, value);
  const search = params.toString();
  history.replaceState(
    history.state,
    '',
    `${PUBLIC_PATH.replace(/\/$/, '')}${pathname}${search ? `?${search}` : ''}`,
  );
}

function rewriteHistoryUrl(location: Location, history: History): void {
  const route = hashRouteFromHistory(location.pathname, location.search, location.hash);
  if (route === null) return;
  history.replaceState(history.state, '', `${PUBLIC_PATH}${route}`);
}
