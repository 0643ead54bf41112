import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOf } from '../../../test/query-plan';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listRows, searchProductRows } from './repo';
import { SEARCH_LIMIT } from './service';

let t: TestApp;
const GENERATED = 5000;

beforeAll(async () => {
  t = await createTestApp();
  // A catalogue ten times the seed's: generated model codes share prefixes as real ones do (ZX-1X … ZX-5000X),
  // names differ from the codes (as "GO:PIANO" is GO-61P), so both searches have many matches to stop early in.
  await t.db.query(
    `insert into products (slug, name, brand, model_code, category_id)
      select 'scale-' || n, 'Quasar ' || n, 'ROLAND', 'ZX-' || n || 'X', 1 from generate_series(1, $1::int) n`,
    [GENERATED],
  );
  // A model code that starts others, and a product named after another's model code.
  await t.db.query(`insert into products (slug, name, brand, model_code) values
    ('scale-zx-12', 'Quasar Twelve', 'ROLAND', 'ZX-12'),
    ('scale-exp', 'ZX-12X Expansion', 'ROLAND', 'EXP-ZX12X')`);
  await t.db.exec('analyze products');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const search = async (text: string) =>
  (await get(`/api/v1/searchProducts?modelCode=${encodeURIComponent(text)}`))
    .json()
    .data.map((p: { modelCode: string }) => p.modelCode);

describe('searchProducts with a large catalogue (docs/product.md#master-calls searchProducts?modelCode=)', () => {
  it('answers the exact model code first, then model codes in order, then names', async () => {
    const found = await search('zx-12');
    expect(found.slice(0, 4)).toEqual(['ZX-12', 'ZX-1200X', 'ZX-1201X', 'ZX-1202X']);
    expect(found).toHaveLength(SEARCH_LIMIT);
    expect(await search('zx-12x')).toEqual(['ZX-12X', 'EXP-ZX12X']);
    expect(await search('ZX-4999x')).toEqual(['ZX-4999X']);
  });

  it('finds a product by the start of its name, after the model-code matches', async () => {
    expect(await search('quasar 4321')).toEqual(['ZX-4321X']);
    expect(await search('go:piano')).toEqual(expect.arrayContaining(['GO-61P', 'GO-88P']));
    // "FP" starts model codes (FP-10, FP-30X…) and no name that is not also a model code match.
    const fp = await search('fp');
    expect(fp[0]).toBe('FP-10');
    expect(new Set(fp).size).toBe(fp.length);
  });

  it('answers at most the first 50 of many matches, by model code or by name', async () => {
    for (const text of ['z', 'quas']) {
      const found = await search(text);
      expect(found, text).toHaveLength(SEARCH_LIMIT);
      expect(found.filter((code: string) => code.startsWith('ZX-')).length, text).toBeGreaterThan(40);
    }
  });

  it('takes % and _ literally and leaves out deleted products', async () => {
    expect(await search('zx_1')).toEqual([]);
    expect(await search('%')).toEqual([]);
    await t.db.query(`update products set is_deleted = true where model_code = 'ZX-4998X'`);
    expect(await search('zx-4998')).toEqual([]);
  });

  it('reads both parts from their indexes, in index order (fails if an index of migration 009 is dropped)', async () => {
    for (const text of ['z', 'zx-12', 'quasar']) {
      const plan = await planOf(t.db, (db) => searchProductRows(db, text, SEARCH_LIMIT), true);
      expect(plan, text).toMatch(/Index Scan using products_model_code_prefix/);
      expect(plan, text).toMatch(/Index Scan using products_name_prefix/);
      expect(plan, text).not.toMatch(/Seq Scan/);
      // The one sort is of the two parts' first matches, above the index walks that each stop at the limit.
      expect(plan.match(/\bSort {2}\(/g), text).toHaveLength(1);
    }
  });
});

describe('the products list with a large catalogue (docs/product.md#master-calls {item}?perPage&updateDate)', () => {
  it('pages by 12 in id order with the total of the whole list, also past the end', async () => {
    const all = (await get('/api/v1/products?perPage=-1')).json();
    expect(all.total).toBeGreaterThan(GENERATED);
    const page3 = (await get('/api/v1/products?perPage=12&page=3')).json();
    expect(page3).toMatchObject({ total: all.total, page: 3, perPage: 12 });
    expect(page3.data).toEqual(all.data.slice(24, 36));
    const past = (await get('/api/v1/products?perPage=12&page=9999')).json();
    expect(past).toMatchObject({ data: [], total: all.total });
  });

  it('sees every kind of write at once: insert, update, hard delete', async () => {
    const codes = async () =>
      new Set(
        (await get('/api/v1/products?perPage=-1')).json().data.map((p: { modelCode: string }) => p.modelCode),
      );
    await codes();
    await t.db.query(
      `insert into products (slug, name, brand, model_code) values ('zz-new', 'ZZ New', 'BOSS', 'ZZ-NEW')`,
    );
    expect(await codes()).toContain('ZZ-NEW');
    await t.db.query(`update products set model_code = 'ZZ-RENAMED' where slug = 'zz-new'`);
    expect(await codes()).toContain('ZZ-RENAMED');
    const etag = (await get('/api/v1/products/cache')).headers.etag;
    await t.db.query(`delete from products where slug = 'zz-new'`);
    expect(await codes()).not.toContain('ZZ-RENAMED');
    expect((await get('/api/v1/products/cache')).headers.etag).not.toBe(etag);
  });

  it('keeps the total of a filtered list on a page past its end', async () => {
    const since = new Date(Date.now() - 3_600_000).toISOString();
    const all = (await get(`/api/v1/products?perPage=-1&updateDate=${since}`)).json();
    const past = (await get(`/api/v1/products?perPage=12&page=9999&updateDate=${since}`)).json();
    expect(past).toMatchObject({ data: [], total: all.total });
  });

  it('reads the changes since updateDate from the update_date index (incremental sync)', async () => {
    const since = new Date();
    const plan = await planOf(t.db, (db) => listRows(db, 'products', { since, limit: 12, offset: 0 }));
    expect(plan).toMatch(/Index Scan using products_update_date/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
