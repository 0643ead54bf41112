/**
 * The service worker at /sw.js, root scope (docs/product.md#service-worker, ADR 027): keeps the web app's
 * shell for offline starts, never touches the API, and answers token-verification messages for the store.
 */
import { cacheableAssets, requestKind } from './request-kind';
import {
  cacheFirstAsset,
  dropOldShells,
  networkFirstFile,
  networkFirstPage,
  precacheShell,
  shellCacheName,
} from './shell-cache';
import type { ServiceWorkerScope } from './sw-scope';
import { answerTokenVerification } from './token-verification';

// The server writes the deployment's public origin and the shell's build id over these when it serves sw.js.
const SERVED = { publicOrigin: '__BACKSTAGE_PUBLIC_ORIGIN__', shellVersion: '__BACKSTAGE_SHELL_VERSION__' };

const sw = self as unknown as ServiceWorkerScope;
const ownOrigin = sw.location.origin;
const cacheName = shellCacheName(SERVED.shellVersion);
const openShell = () => caches.open(cacheName);
const boundFetch: typeof fetch = (input, init) => sw.fetch(input, init);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    openShell()
      .then((cache) => precacheShell(cache, boundFetch, ownOrigin))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(dropOldShells(caches, cacheName).then(() => sw.clients.claim()));
});

sw.addEventListener('fetch', (event) => {
  const kind = requestKind(event.request, ownOrigin);
  if (kind === 'network-only') return;
  const strategy = { page: networkFirstPage, asset: cacheFirstAsset, 'app-file': networkFirstFile }[kind];
  event.respondWith(openShell().then((cache) => strategy(cache, event.request, boundFetch)));
});

sw.addEventListener('message', (event) => {
  const reply = (answer: unknown) => (event.ports[0] ?? event.source)?.postMessage(answer);
  const { type, urls } = (event.data ?? {}) as { type?: unknown; urls?: unknown };
  if (type === 'cacheAssets') {
    // The files a page loaded before this worker controlled it (its route and locale chunks). Only this
    // origin's hashed build files are kept, whoever asks, so the list needs no origin check.
    const assets = cacheableAssets(urls, ownOrigin);
    event.waitUntil(
      openShell()
        .then((cache) => cache.addAll(assets))
        .then(
          () => reply({ type: 'assetsCached', count: assets.length }),
          () => reply({ type: 'assetsCached', count: 0 }),
        ),
    );
    return;
  }
  event.waitUntil(
    answerTokenVerification(
      event.data,
      event.origin,
      { ownOrigin, publicOrigin: SERVED.publicOrigin },
      boundFetch,
    ).then((answer) => {
      if (answer) reply(answer);
    }),
  );
});
