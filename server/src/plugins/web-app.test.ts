import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

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

  it('keeps unknown API paths out of the SPA fallback', async () => {
    const res = await t.app.inject('/api/v2/anything');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
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
    expect(res.json()).toEqual({ code: 'SERVICE_NOT_AVAILABLE', message: 'This service is not available.' });
  });

  it('still serves the API', async () => {
    expect((await t.app.inject('/api/v1/genders?perPage=-1')).statusCode).toBe(200);
  });
});
