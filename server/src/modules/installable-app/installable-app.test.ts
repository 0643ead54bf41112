import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the installable app (docs/product.md#installable-app)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'backstage-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body>shell v1</body></html>');
    writeFileSync(
      join(dist, 'sw.js'),
      "const SERVED={publicOrigin:'__BACKSTAGE_PUBLIC_ORIGIN__',shellVersion:'__BACKSTAGE_SHELL_VERSION__'};",
    );
    t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://backstage.example.com/' });
  });
  afterAll(() => t.close());

  it('serves the service worker at the root with the public origin and the shell’s build id written in', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("publicOrigin:'https://backstage.example.com'");
    expect(res.body).toMatch(/shellVersion:'[0-9a-f]{16}'/);
    expect(res.body).not.toContain('__BACKSTAGE_');
  });

  it('names the app, its colours and icons after the brand of the host', async () => {
    const roland = await t.app.inject({
      url: '/backstage/manifest.webmanifest',
      headers: { host: 'www.roland.com' },
    });
    expect(roland.statusCode).toBe(200);
    expect(roland.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(roland.json()).toMatchObject({
      name: 'Roland - Backstage',
      short_name: 'Backstage',
      start_url: '/backstage/',
      scope: '/backstage/',
      display: 'standalone',
      theme_color: '#d50c1f',
      background_color: '#f5f5f5',
      icons: [
        { src: '/backstage/icons/roland-any.svg', purpose: 'any' },
        { src: '/backstage/icons/roland-maskable.svg', purpose: 'maskable' },
      ],
    });
    const pdp = await t.app.inject({
      url: '/backstage/manifest.webmanifest',
      headers: { host: 'pdpdrums.localhost:3000' },
    });
    expect(pdp.json()).toMatchObject({
      name: 'PDP - Backstage',
      icons: [expect.objectContaining({ src: '/backstage/icons/dw-any.svg' }), expect.anything()],
    });
    const cloud = await t.app.inject({
      url: '/backstage/manifest.webmanifest',
      headers: { host: 'www.rolandcloud.com' },
    });
    expect(cloud.json()).toMatchObject({ name: 'Roland Cloud', short_name: 'Roland Cloud' });
  });

  it('draws each theme’s icon and refuses unknown ones', async () => {
    const icon = await t.app.inject('/backstage/icons/boss-maskable.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('fill="#4aa8ff"');
    for (const bad of ['pdp-any.svg', 'boss-any.png', 'boss-huge.svg', '..%2Fsw.js'])
      expect((await t.app.inject(`/backstage/icons/${bad}`)).json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Not found.',
        traceId: expect.any(String),
      });
  });
});

describe('the service worker of an unbuilt web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: '/nonexistent/web/dist' });
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message', async () => {
    const res = await t.app.inject('/sw.js');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
  });
});
