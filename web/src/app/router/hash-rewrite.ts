import { historyPathFromHash, PUBLIC_PATH } from '@backstage/domain';

/** Spec §2: in history mode an old `#/path?query` URL becomes `/backstage/path?query` before the first render. */
export function rewriteHashUrl(
  location: Location = window.location,
  history: History = window.history,
): void {
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
