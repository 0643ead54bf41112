/** How the service worker treats a request (docs/product.md#installable-app, ADR 027). */
export type RequestKind = 'page' | 'asset' | 'app-file' | 'network-only';

// Answers of these prefixes carry personal data or tokens (the APIs, the cloud gateway, the signing keys):
// the worker never caches them, it does not even look at them.
const NEVER_CACHED = ['/api/', '/cloud/', '/.well-known/', '/backstage/dev/'];

/**
 * `page`: a navigation to a screen of the web app (network first, the cached shell when offline);
 * `asset`: a hashed build file under /backstage/assets/ (cache first: its name changes with its content);
 * `app-file`: another GET of the web app (manifest, icons: network first, cached copy offline);
 * `network-only`: everything else, above all the API.
 */
export function requestKind(
  request: { method: string; url: string; mode: string },
  ownOrigin: string,
): RequestKind {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== ownOrigin) return 'network-only';
  if (NEVER_CACHED.some((prefix) => url.pathname.startsWith(prefix))) return 'network-only';
  if (!url.pathname.startsWith('/backstage/') && url.pathname !== '/backstage') return 'network-only';
  if (url.pathname.startsWith('/backstage/assets/'))
    return url.pathname.endsWith('.map') ? 'network-only' : 'asset';
  if (request.mode === 'navigate') return 'page';
  return 'app-file';
}

/** The same-origin hashed build files among URLs a page reports it has loaded. */
export function cacheableAssets(urls: unknown, ownOrigin: string): string[] {
  if (!Array.isArray(urls)) return [];
  return urls.filter(
    (url): url is string =>
      typeof url === 'string' && requestKind({ method: 'GET', url, mode: 'no-cors' }, ownOrigin) === 'asset',
  );
}

/** The build files the shell's HTML names (entry script, its preloads, styles), as absolute URLs. */
export function assetsOfShell(html: string, ownOrigin: string): string[] {
  const found = [...html.matchAll(/(?:src|href)="(\/backstage\/assets\/[^"]+)"/g)].map(
    (match) => new URL(match[1]!, ownOrigin).href,
  );
  return [...new Set(found)];
}
