import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { builtFiles } from './web-app';

describe('SPA host with a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject('/backstage/assets/index-4f2a9c.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('backstage');
  });

  it("sends the build's compressed copy of a file in the encoding the client takes, never by its own name", async () => {
    const source = 'console.log("backstage");';
    const assets = join(t.app.deps.config.WEB_DIST_DIR, 'assets');
    writeFileSync(join(assets, 'index-4f2a9c.js.br'), brotliCompressSync(source));
    writeFileSync(join(assets, 'index-4f2a9c.js.gz'), gzipSync(source));
    const url = '/backstage/assets/index-4f2a9c.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(source);
    const plain = await t.app.inject(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
    expect((await t.app.inject(`${url}.br`)).statusCode).toBe(404);
  });

  it('injects the router mode of the configuration (history by default)', async () => {
    const res = await t.app.inject('/backstage/mygear');
    expect(res.body).toContain(
      '<meta name="backstage-config" content="{&quot;routerMode&quot;:&quot;history&quot;}"></head>',
    );
  });

  it('compresses large responses for clients that accept gzip', async () => {
    const res = await t.app.inject({ url: '/api/v1/products/cache', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).total).toBeGreaterThan(300);
  });

  it("sends the app's page compressed once, in the encoding the client prefers", async () => {
    const plain = await t.app.inject('/backstage/mygear');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('host, accept-encoding');
    const br = await t.app.inject({ url: '/backstage/mygear', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ url: '/backstage/mygear', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('marks a page load of /logout the user or the portal started, not one from another site (ADR 064)', async () => {
    const logout = (site?: string) =>
      t.app.inject({ url: '/backstage/logout', headers: site ? { 'sec-fetch-site': site } : {} });
    for (const site of ['none', 'same-origin']) {
      const own = await logout(site);
      expect(own.statusCode).toBe(200);
      expect(own.headers['set-cookie']).toBe(
        'backstage_own_signout=1; Path=/backstage/logout; Max-Age=30; SameSite=Strict',
      );
    }
    for (const site of ['cross-site', 'same-site', undefined])
      expect((await logout(site)).headers['set-cookie']).toBe(
        'backstage_own_signout=; Path=/backstage/logout; Max-Age=0; SameSite=Strict',
      );
    const elsewhere = await t.app.inject({ url: '/backstage/mygear', headers: { 'sec-fetch-site': 'none' } });
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
  });

  it('keeps unknown API paths out of the SPA fallback', async () => {
    const res = await t.app.inject('/api/v2/anything');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.', traceId: expect.any(String) });
  });
});

describe('SPA host without a built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: '/nonexistent/web/dist' });
  });
  afterAll(() => t.close());

  it.each(['/backstage/', '/backstage/login'])('answers %s with 503 and a clear message', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
  });

  it('still serves the API', async () => {
    expect((await t.app.inject('/api/v1/genders?perPage=-1')).statusCode).toBe(200);
  });
});

describe('files of the built app (docs/decisions/050-*)', () => {
  const webDir = mkdtempSync(join(tmpdir(), 'backstage-files-'));
  mkdirSync(join(webDir, 'assets', 'fonts'), { recursive: true });
  mkdirSync(join(webDir, '.cache'));
  for (const file of [
    'index.html',
    'sw.js',
    'assets/app-1a2b.js',
    'assets/app-1a2b.js.map',
    'assets/fonts/a.woff2',
    '.env',
    '.cache/x.js',
  ])
    writeFileSync(join(webDir, file), file);

  it('are listed by their path under the prefix; dot names stay out, as route per file left them out', () => {
    expect([...builtFiles(webDir)].sort()).toEqual([
      '/assets/app-1a2b.js',
      '/assets/app-1a2b.js.map',
      '/assets/fonts/a.woff2',
      '/index.html',
      '/sw.js',
    ]);
    expect(builtFiles(`${webDir}/`)).toEqual(builtFiles(webDir));
  });

  it('are served, source maps and dot files are not', async () => {
    const t = await createTestApp({ WEB_DIST_DIR: webDir });
    try {
      const font = await t.app.inject('/backstage/assets/fonts/a.woff2');
      expect(font.statusCode).toBe(200);
      expect(font.body).toBe('assets/fonts/a.woff2');
      expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const worker = await t.app.inject('/backstage/sw.js');
      expect(worker.body).toBe('sw.js');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect((await t.app.inject({ method: 'HEAD', url: '/backstage/sw.js' })).statusCode).toBe(200);
      expect((await t.app.inject('/backstage/assets/app-1a2b.js.map')).statusCode).toBe(404);
      const dotFile = await t.app.inject('/backstage/.env');
      expect(dotFile.body).not.toBe('.env');
      expect(dotFile.body).toContain('index.html');
    } finally {
      await t.close();
    }
  });
});

describe('prerendered public pages (docs/decisions/046-prerendered-public-pages.md)', () => {
  const guard = "(function(){document.documentElement.setAttribute('data-checked','')})()";
  const webDir = mkdtempSync(join(tmpdir(), 'backstage-prerender-'));
  mkdirSync(join(webDir, 'prerender', 'DW'), { recursive: true });
  mkdirSync(join(webDir, 'prerender', 'ROLAND'));
  writeFileSync(join(webDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  for (const brand of ['DW', 'ROLAND'])
    writeFileSync(
      join(webDir, 'prerender', brand, 'login.html'),
      `<html data-prerender="${brand} en-JM"><head></head><body>${brand} sign in</body></html>`,
    );
  writeFileSync(
    join(webDir, 'prerender', 'manifest.json'),
    JSON.stringify({
      cultureCode: 'en-JM',
      guard,
      pages: { '/login': { DW: 'DW/login.html', ROLAND: 'ROLAND/login.html' } },
    }),
  );
  const guardHash = `'sha256-${createHash('sha256').update(guard).digest('base64')}'`;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(() => t.close());

  it("answers a first visit with the brand's page, the router mode injected, and allows its guard script", async () => {
    const res = await t.app.inject('/backstage/login');
    expect(res.body).toContain('DW sign in');
    // The service worker never keeps a prerendered page as its offline shell.
    expect(res.headers['x-backstage-prerendered']).toBe('1');
    expect(res.body).toContain('<meta name="backstage-config"');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${guardHash}`);
    expect((await t.app.inject('/backstage/login?theme=roland&utm_source=mail')).body).toContain(
      'ROLAND sign in',
    );
  });

  it.each([
    '/backstage/login?culture_code=ja-JP',
    '/backstage/login?client=app',
    '/backstage/login?continue=%2Fmygear',
    '/backstage/mygear',
    // What the service worker keeps as its offline shell.
    '/backstage/?shell=plain',
  ])('leaves %s to the app (the plain shell)', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers['x-backstage-prerendered']).toBeUndefined();
  });

  it('does not serve the page files themselves', async () => {
    const res = await t.app.inject('/backstage/prerender/DW/login.html');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('sign in');
  });

  it('serves the plain shell in hash routing, where the screen is not in the path', async () => {
    const hash = await createTestApp({ WEB_DIST_DIR: webDir, ROUTER_MODE: 'hash' });
    try {
      expect((await hash.app.inject('/backstage/login')).body).toContain('<div id="root"></div>');
    } finally {
      await hash.close();
    }
  });
});
