import { describe, expect, it } from 'vitest';
import { assetsOfShell, cacheableAssets, requestKind } from './request-kind';

const origin = 'https://www.roland.com';
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${origin}${path}`, mode });

describe('what the service worker caches (docs/product.md#installable-app)', () => {
  it.each([
    '/api/v1/me',
    '/api/v1/externalUserId/services/shopify',
    '/api/services/geoip',
    '/cloud/api/account-details/user-subscriptions',
    '/.well-known/jwks.json',
    '/backstage/dev/mailbox',
  ])('never caches %s, not even as a navigation', (path) => {
    expect(requestKind(get(path), origin)).toBe('network-only');
    expect(requestKind(get(path, 'navigate'), origin)).toBe('network-only');
  });

  it('leaves other origins, other methods and source maps alone', () => {
    expect(
      requestKind({ method: 'GET', url: 'https://i.ytimg.com/vi/x/hq.jpg', mode: 'no-cors' }, origin),
    ).toBe('network-only');
    expect(requestKind({ ...get('/backstage/assets/index-1.js'), method: 'POST' }, origin)).toBe(
      'network-only',
    );
    expect(requestKind(get('/backstage/assets/index-1.js.map'), origin)).toBe('network-only');
  });

  it('keeps the screens, the build files and the app files', () => {
    expect(requestKind(get('/backstage/mygear', 'navigate'), origin)).toBe('page');
    expect(requestKind(get('/backstage/assets/index-4f2a9c.js'), origin)).toBe('asset');
    expect(requestKind(get('/backstage/manifest.webmanifest'), origin)).toBe('app-file');
  });

  it('caches only hashed same-origin build files a page reports', () => {
    expect(
      cacheableAssets(
        [
          `${origin}/backstage/assets/a-1.js`,
          `${origin}/api/v1/me`,
          'https://evil.example/backstage/assets/b.js',
          7,
        ],
        origin,
      ),
    ).toEqual([`${origin}/backstage/assets/a-1.js`]);
    expect(cacheableAssets('nope', origin)).toEqual([]);
  });

  it('reads the shell’s own build files from its HTML', () => {
    const html =
      '<script type="module" crossorigin src="/backstage/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/backstage/assets/framework-2.js">' +
      '<link rel="stylesheet" href="/backstage/assets/index-3.css"><link rel="icon" href="/favicon.svg">';
    expect(assetsOfShell(html, origin)).toEqual([
      `${origin}/backstage/assets/index-1.js`,
      `${origin}/backstage/assets/framework-2.js`,
      `${origin}/backstage/assets/index-3.css`,
    ]);
  });
});
