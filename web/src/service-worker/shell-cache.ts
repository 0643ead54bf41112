import { assetsOfShell } from './request-kind';

/** Where the shell lives: the SPA's entry page, which answers every screen's path (history mode). */
export const SHELL_PATH = '/backstage/';
const PREFIX = 'backstage-shell-';

/** The cache of one build of the shell; the server names the build in sw.js, so a new build is a new worker. */
export const shellCacheName = (version: string) => `${PREFIX}${version}`;

/**
 * A first-time visitor's answer at the shell's path is a prerendered page (docs/decisions/046-prerendered-public-pages.md),
 * marked by this header: it names none of the app's files and shows one screen, so it is never kept as the shell.
 * Any other parameter than `theme` and `utm_*` asks the server for the plain shell.
 */
export const PRERENDERED_HEADER = 'x-backstage-prerendered';
const PLAIN_SHELL = `${SHELL_PATH}?shell=plain`;

/** Install: the shell page and the build files its HTML names, so the next start works offline. */
export async function precacheShell(cache: Cache, fetchFn: typeof fetch, ownOrigin: string): Promise<void> {
  const shell = await fetchFn(new URL(PLAIN_SHELL, ownOrigin).href, { cache: 'no-cache' });
  if (!shell.ok) throw new Error(`shell answered ${shell.status}`);
  const html = await shell.clone().text();
  await cache.put(SHELL_PATH, shell);
  await cache.addAll(assetsOfShell(html, ownOrigin));
}

/** Activate: drops the caches of earlier builds (their hashed files are no longer asked for). */
export async function dropOldShells(store: CacheStorage, current: string): Promise<void> {
  const names = await store.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== current).map((n) => store.delete(n)));
}

/** A screen: the network's answer (kept as the shell), or the cached shell when the network fails. */
export function networkFirstPage(cache: Cache, request: Request, fetchFn: typeof fetch): Promise<Response> {
  const isShell = (answer: Response) => answer.ok && !answer.headers.has(PRERENDERED_HEADER);
  return networkFirst(cache, request, fetchFn, SHELL_PATH, isShell);
}

/** A hashed build file: from the cache when there, else fetched and kept (its content never changes). */
export async function cacheFirstAsset(
  cache: Cache,
  request: Request,
  fetchFn: typeof fetch,
): Promise<Response> {
  const cached = await cache.match(request);
  if (cached) return cached;
  const answer = await fetchFn(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

/** The manifest and icons: fresh when online (a brand's colours may change), the last copy offline. */
export function networkFirstFile(cache: Cache, request: Request, fetchFn: typeof fetch): Promise<Response> {
  return networkFirst(cache, request, fetchFn, request, (answer) => answer.ok);
}

/** The network's answer, kept under `key` when `keep` says so; what is kept there when the network fails. */
async function networkFirst(
  cache: Cache,
  request: Request,
  fetchFn: typeof fetch,
  key: RequestInfo,
  keep: (answer: Response) => boolean,
): Promise<Response> {
  try {
    const answer = await fetchFn(request);
    if (keep(answer)) await cache.put(key, answer.clone());
    return answer;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}
