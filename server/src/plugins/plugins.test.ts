import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { type Kv, memoryKv, redisKv } from '../lib/kv';
import { withPublicConfig } from './web-app';

describe('configuration', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      MAIL_FROM: 'Backstage <no-reply@localhost>',
      ROUTER_MODE: 'history',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
  });

  it('finds the web build beside the server by default', () => {
    expect(loadConfig({}).WEB_DIST_DIR).toBe(fileURLToPath(new URL('../../../web/dist', import.meta.url)));
  });

  it.each([
    ['PUBLIC_URL', 'localhost:3000'],
    ['REDIS_URL', 'localhost:6379'],
    ['LOG_LEVEL', 'verbose'],
    ['PORT', '70000'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:\\n  ${name}: `));
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ROUTER_MODE: 'pushstate', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ROUTER_MODE|PORT[\s\S]*ROUTER_MODE/,
    );
  });
});

describe('key-value store', () => {
  const stores = [['memory', () => memoryKv()]] as [string, () => Kv | Promise<Kv>][];
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) stores.push(['redis', () => redisKv(redisUrl, `backstage-test:${Date.now()}:`)]);

  it.each(stores)('%s: single-use markers, counters and expiry', async (_, open) => {
    const kv = await open();
    try {
      expect(await kv.setIfAbsent('token', '1', 60)).toBe(true);
      expect(await kv.setIfAbsent('token', '1', 60)).toBe(false);
      expect(await kv.incr('count', 60)).toBe(1);
      expect(await kv.incr('count', 60)).toBe(2);
      await kv.set('short', 'x', 1);
      expect(await kv.get('short')).toBe('x');
      await kv.del('short');
      expect(await kv.get('short')).toBeNull();
      expect(await kv.ping()).toBe(true);
    } finally {
      await kv.close();
    }
  });

  it('memory: entries expire', async () => {
    let now = 0;
    const kv = memoryKv(() => now);
    await kv.set('a', 'b', 10);
    now = 9_999;
    expect(await kv.get('a')).toBe('b');
    now = 10_000;
    expect(await kv.get('a')).toBeNull();
  });
});

describe('health, docs and the SPA host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ROUTER_MODE: 'hash' });
  });
  afterAll(() => t.close());

  it('reports health of the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/genders', '/api/v1/searchProducts']),
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('redirects / to /backstage/', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/backstage/');
  });

  it.each(['/backstage/', '/backstage/settings/profile', '/backstage/login?x=1'])(
    'serves index.html with the public config at %s',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        '<meta name="backstage-config" content="{&quot;routerMode&quot;:&quot;hash&quot;}">',
      );
    },
  );

  it('gives missing assets a real 404', async () => {
    const res = await t.app.inject('/backstage/assets/missing-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject('/backstage/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('escapes the injected config', () => {
    expect(withPublicConfig('<head></head>', { routerMode: '"><script>' })).not.toContain('<script>');
  });
});
