import { brotliDecompressSync } from 'node:zlib';
import { CULTURE_CODES, INTERESTS, MASTER_ITEMS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadUrlSigningKey, signedPath } from './signed-url';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/{item}?perPage=-1', () => {
  it('lists the genders of the spec', async () => {
    const res = await get('/api/v1/genders?perPage=-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((g: { value: string }) => g.value)).toEqual([
      'Male',
      'Female',
      'Prefer not to say',
    ]);
  });

  it.each(MASTER_ITEMS)('serves %s', async (item) => {
    const res = await get(`/api/v1/${item}?perPage=-1`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(body.data.length);
    expect(body.data.length).toBeGreaterThan(0);
    expect(Date.parse(body.serverTime)).not.toBeNaN();
  });

  it('serves interests and culture codes from the domain lists', async () => {
    expect((await get('/api/v1/interests?perPage=-1')).json().data).toHaveLength(INTERESTS.length);
    const cultures = (await get('/api/v1/cultureCodes?perPage=-1')).json().data;
    expect(cultures).toHaveLength(CULTURE_CODES.length);
    expect(cultures.find((c: { value: string }) => c.value === 'ja-JP')).toMatchObject({ region: 'Japan' });
  });

  it('serves a realistic product catalogue with brand objects', async () => {
    const body = (await get('/api/v1/products?perPage=-1')).json();
    expect(body.total).toBeGreaterThan(300);
    const fp30x = body.data.find((p: { slug: string }) => p.slug === 'fp-30x');
    expect(fp30x).toMatchObject({ name: 'FP-30X', brand: { value: 'ROLAND' }, modelCode: 'FP-30X' });
  });

  it('pages when perPage is positive', async () => {
    const all = (await get('/api/v1/stores?perPage=-1')).json();
    const page2 = (await get('/api/v1/stores?perPage=5&page=2')).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.total).toBe(all.total);
    expect(page2.data[0].id).toBe(all.data[5].id);
  });

  it('filters by cultureCodeIds[]', async () => {
    const jaJP = CULTURE_CODES.find((c) => c.value === 'ja-JP')!.id;
    const stores = (await get(`/api/v1/stores?perPage=-1&cultureCodeIds[]=${jaJP}`)).json().data;
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.every((s: { countryCode: string }) => s.countryCode === 'JP')).toBe(true);
    const two = (
      await get(`/api/v1/cultureCodes?perPage=-1&cultureCodeIds[]=${jaJP}&cultureCodeIds[]=1`)
    ).json();
    expect(two.data).toHaveLength(2);
  });
});

describe('incremental fetch and meta', () => {
  it('returns only what changed after updateDate, deleted rows flagged', async () => {
    const first = (await get('/api/v1/phoneTypes?perPage=-1')).json();
    const since = first.serverTime;
    expect((await get(`/api/v1/phoneTypes?perPage=-1&updateDate=${since}`)).json().data).toEqual([]);
    await t.db.query("update phone_types set is_deleted = true, update_date = now() where value = 'Work'");
    const changed = (
      await get(`/api/v1/phoneTypes?perPage=-1&updateDate=${encodeURIComponent(since)}`)
    ).json();
    expect(changed.data).toEqual([expect.objectContaining({ value: 'Work', isDeleted: true })]);
    const current = (await get('/api/v1/phoneTypes?perPage=-1'))
      .json()
      .data.map((p: { value: string }) => p.value);
    expect(current).toEqual(['Mobile', 'Home']);
  });

  it('merges the keys of meta into the item without overriding its own fields', async () => {
    await t.db.query(
      `update genders set meta = '{"label":"Prefer not to say (any)","id":99}', update_date = now() where id = 3`,
    );
    const gender = (await get('/api/v1/genders?perPage=-1'))
      .json()
      .data.find((g: { id: number }) => g.id === 3);
    expect(gender).toMatchObject({ id: 3, value: 'Prefer not to say', label: 'Prefer not to say (any)' });
    expect(gender).not.toHaveProperty('meta');
  });

  it('ignores unreadable meta', async () => {
    await t.db.query(`update genders set meta = '{not json' where id = 1`);
    const res = await get('/api/v1/genders?perPage=-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: 1, value: 'Male' });
  });
});

describe('cache lists and signed links', () => {
  it('serves {item}/cache with max-age and an ETag, 304 when unchanged', async () => {
    const res = await get('/api/v1/brands/cache');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.json().data).toHaveLength(9);
    const again = await get('/api/v1/brands/cache', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('rebuilds a cache list when a row changes', async () => {
    const before = await get('/api/v1/stores/cache');
    expect((await get('/api/v1/stores/cache')).headers.etag).toBe(before.headers.etag);
    await t.db.query("update stores set city = 'Bloomington', update_date = now() where id = 1");
    const after = await get('/api/v1/stores/cache');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data[0].city).toBe('Bloomington');
    await t.db.query('update stores set is_deleted = true where id = 2');
    expect((await get('/api/v1/stores/cache')).json().total).toBe(after.json().total - 1);
  });

  it('sends a changed list compressed anew, not the earlier version compressed once', async () => {
    const brotli = async () =>
      JSON.parse(
        brotliDecompressSync(
          (await get('/api/v1/stores/cache', { 'accept-encoding': 'br' })).rawPayload,
        ).toString(),
      );
    expect((await brotli()).data[0].city).not.toBe('Poughkeepsie');
    await t.db.query("update stores set city = 'Poughkeepsie', update_date = now() where id = 1");
    expect((await brotli()).data[0].city).toBe('Poughkeepsie');
  });

  it('keeps products/cache for the cache seconds of docs/product.md#master-refresh, not the 600 s refresh', async () => {
    const res = await get('/api/v1/products/cache');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json().total).toBeGreaterThan(300);
  });

  it('answers 304 to a weak or listed If-None-Match', async () => {
    const { etag } = (await get('/api/v1/genders/cache')).headers;
    expect((await get('/api/v1/genders/cache', { 'if-none-match': `"x", W/${etag}` })).statusCode).toBe(304);
    expect((await get('/api/v1/genders/cache', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it.each([
    ['/api/v1/searchProducts/cache', 3600, 'modelCode'],
    ['/api/v1/stores/caches', 86400, 'city'],
  ])('%s returns a signed URL that serves the list', async (path, maxAge, field) => {
    const { signedUrl } = (await get(path)).json();
    expect(signedUrl).toMatch(new RegExp(`^${path}/file\\?expires=\\d+&signature=[\\w-]+$`));
    const res = await get(signedUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${maxAge}`);
    expect(res.json().data.length).toBeGreaterThan(100);
    expect(res.json().data[0]).toHaveProperty(field);
  });

  it('refuses a link whose signature, list or expiry was changed', async () => {
    const { signedUrl } = (await get('/api/v1/searchProducts/cache')).json();
    const forged = signedUrl.replace(/signature=./, (s: string) =>
      s.endsWith('A') ? `${s.slice(0, -1)}B` : `${s.slice(0, -1)}A`,
    );
    expect((await get(forged)).json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Forbidden.',
      traceId: expect.any(String),
    });
    const otherList = signedUrl.replace('/searchProducts/cache/file', '/stores/caches/file');
    expect((await get(otherList)).statusCode).toBe(403);
    const extended = signedUrl.replace(/expires=(\d+)/, (_: string, n: string) => `expires=${Number(n) + 1}`);
    expect((await get(extended)).statusCode).toBe(403);
    expect((await get(signedUrl.replace(/\?.*/, ''))).statusCode).toBe(400);
  });

  it('refuses an expired link even with its own signature', async () => {
    const key = await loadUrlSigningKey(t.app.deps);
    const anHourAgo = Date.now() - 3_601_000;
    const expired = signedPath(key, '/api/v1/searchProducts/cache/file', 'products', 3600, anHourAgo);
    expect((await get(expired)).statusCode).toBe(403);
    const fresh = signedPath(key, '/api/v1/searchProducts/cache/file', 'products', 3600);
    expect((await get(fresh)).statusCode).toBe(200);
  });
});

describe('searchProducts and serverTime', () => {
  it('finds products by model code prefix, ignoring case', async () => {
    const data = (await get('/api/v1/searchProducts?modelCode=fp-3')).json().data;
    expect(data.map((p: { modelCode: string }) => p.modelCode)).toContain('FP-30X');
    expect((await get('/api/v1/searchProducts?modelCode=%25')).json().data).toEqual([]);
  });

  it('needs a model code', async () => {
    const res = await get('/api/v1/searchProducts');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: [{ field: 'modelCode' }] });
  });

  it('tells the server time', async () => {
    const { serverTime } = (await get('/api/v1/serverTime')).json();
    expect(Math.abs(Date.parse(serverTime) - Date.now())).toBeLessThan(5000);
  });
});

describe('bad queries never give a 500 nor change data', () => {
  it.each([
    '/api/v1/genders?perPage=abc',
    '/api/v1/genders?perPage=0',
    '/api/v1/genders?perPage=99999999999999999999',
    '/api/v1/genders?page=-4',
    '/api/v1/genders?updateDate=not-a-date',
    '/api/v1/stores?cultureCodeIds[]=x',
    '/api/v1/stores?cultureCodeIds[]=1e400',
    `/api/v1/searchProducts?modelCode=${'x'.repeat(500)}`,
    '/api/v1/searchProducts?modelCode=a%00b',
    '/api/v1/searchProducts?modelCode=a&modelCode=b',
    '/api/v1/genders?updateDate=2020-02-30T00:00:00Z',
    '/api/v1/genders?page=1.5',
  ])('%s → 400 in the contract shape', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input.' });
    expect(res.json().fields.length).toBeGreaterThan(0);
  });

  it('answers unknown API routes with the 404 shape', async () => {
    for (const url of ['/api/v1/nothing', '/api/v1/genders/extra/deep', '/cloud/api/none']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.', traceId: expect.any(String) });
    }
  });

  it('answers a malformed URL with the error shape', async () => {
    const res = await get('/api/v1/gend%ers');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'INVALID_URL',
      message: 'Invalid url. Please try again.',
      traceId: expect.any(String),
    });
  });

  it('answers a wrong method with the error shape', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/v1/genders' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
