/** Where the worker is served and what it governs: the whole origin (docs/product.md#service-worker). */
export const WORKER_URL = '/sw.js';
const RELOADED_KEY = 'backstage.serviceWorkerReloaded';

export type WorkerStart = 'unsupported' | 'controlled' | 'reloading' | 'registered';

/** How this page was loaded: `reload` for the browser's reload (a hard one bypasses the worker). */
function navigationType(): string {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type ?? 'navigate';
}

/**
 * docs/product.md#service-worker: registers /sw.js at root scope. A hard reload is the one load an active
 * worker does not control: such a page reloads once the worker is ready, at most once per tab, so that it runs
 * under the worker; otherwise it goes on at once. Any other load without a controller began while the worker
 * was still installing or activating, and the worker claims the page when it activates: reloading then would
 * only race that claim and the user's next step.
 */
export async function startServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
  session: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  loadedBy: string = navigationType(),
): Promise<WorkerStart> {
  if (!container) return 'unsupported';
  const existing = await container.getRegistration('/');
  await container.register(WORKER_URL, { scope: '/' });
  if (container.controller) return 'controlled';
  if (loadedBy === 'reload' && existing?.active && session.getItem(RELOADED_KEY) !== '1') {
    await container.ready;
    session.setItem(RELOADED_KEY, '1');
    reload();
    return 'reloading';
  }
  return 'registered';
}

/**
 * Hands the worker the build files this page loaded before the worker controlled it (the route's and the
 * culture's chunks), so the next start works offline too; resolves with how many it kept.
 */
export function cacheLoadedAssets(worker: ServiceWorker, urls: string[]): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(Number(event.data?.count ?? 0));
    worker.postMessage({ type: 'cacheAssets', urls }, [channel.port2]);
  });
}

/** The script, style and module files of this page load. */
export function loadedAssetUrls(
  entries: PerformanceEntry[] = performance.getEntriesByType('resource'),
): string[] {
  return entries.map((entry) => entry.name).filter((name) => name.includes('/backstage/assets/'));
}

/**
 * Calls `send` with each build file that finishes loading without the worker from now on: a download that began
 * before the worker took the page over ends outside it (its timing has no `workerStart`), after the files loaded
 * so far were handed over. Returns the function that stops watching.
 */
export function watchAssetsLoadedWithoutWorker(send: (urls: string[]) => void): () => void {
  const observer = new PerformanceObserver((list) => {
    const unseen = list
      .getEntries()
      .filter((entry) => (entry as PerformanceResourceTiming).workerStart === 0);
    const urls = loadedAssetUrls(unseen);
    if (urls.length) send(urls);
  });
  observer.observe({ type: 'resource' });
  return () => observer.disconnect();
}
