import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { moduleSeeds } from '../app';
import { migrate } from './migrate';
import { seed, seedFingerprint, seedUnlessUnchanged } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = async () => (await t.db.query<{ now: Date }>('select clock_timestamp() as now')).rows[0]!.now;
const changedSince = async (table: string, since: Date) =>
  (
    await t.db.query<{ n: number }>(`select count(*)::int as n from ${table} where update_date >= $1`, [
      since,
    ])
  ).rows[0]!.n;

describe('migrations', () => {
  it('are recorded once and not applied again', async () => {
    const names = (await t.db.query<{ name: string }>('select name from schema_migrations order by name'))
      .rows;
    expect(names.map((row) => row.name)).toEqual(
      expect.arrayContaining(['001-master-data.sql', '003-master-data-touch.sql']),
    );
    expect(await migrate(t.db)).toEqual([]);
  });
});

describe('seed', () => {
  it('is idempotent: a second run touches no row', async () => {
    const before = await now();
    await seed(t.db, moduleSeeds);
    for (const table of ['genders', 'culture_codes', 'brands', 'products', 'stores', 'state_provinces'])
      expect(await changedSince(table, before)).toBe(0);
  });

  it('restores a changed or missing seed row and dates it so incremental clients see it', async () => {
    await t.db.query("update products set name = 'Renamed' where slug = 'fp-30x'");
    await t.db.query("delete from state_provinces where country_code = 'JP' and code = '13'");
    const before = await now();
    await seed(t.db, moduleSeeds);
    const fp30x = await t.db.query<{ name: string }>("select name from products where slug = 'fp-30x'");
    expect(fp30x.rows[0]!.name).toBe('FP-30X');
    expect(await changedSince('products', before)).toBe(1);
    const res = await t.app.inject(`/api/v1/stateProvinces?perPage=-1&updateDate=${before.toISOString()}`);
    expect(res.json().data).toEqual([
      expect.objectContaining({ countryCode: 'JP', code: '13', name: 'Tokyo' }),
    ]);
  });
});

describe('the seed at start (docs/decisions/044-prepared-hot-statements-and-deferred-start.md)', () => {
  const product = async () =>
    (await t.db.query<{ name: string }>("select name from products where slug = 'fp-30x'")).rows[0]!.name;
  const rename = () => t.db.query("update products set name = 'By hand' where slug = 'fp-30x'");

  it('is skipped when the same code and seed files seeded last and no migration ran', async () => {
    expect(await seedUnlessUnchanged(t.db, moduleSeeds, { fingerprint: 'build-1', migrated: false })).toBe(
      true,
    );
    await rename();
    expect(await seedUnlessUnchanged(t.db, moduleSeeds, { fingerprint: 'build-1', migrated: false })).toBe(
      false,
    );
    expect(await product()).toBe('By hand');
    expect(await seedUnlessUnchanged(t.db, moduleSeeds, { fingerprint: 'build-1', migrated: true })).toBe(
      true,
    );
    expect(await product()).toBe('FP-30X');
    await rename();
    expect(await seedUnlessUnchanged(t.db, moduleSeeds, { fingerprint: 'build-2', migrated: false })).toBe(
      true,
    );
    expect(await product()).toBe('FP-30X');
    await rename();
    expect(await seedUnlessUnchanged(t.db, moduleSeeds, { fingerprint: undefined, migrated: false })).toBe(
      true,
    );
    expect(await product()).toBe('FP-30X');
  });

  it('fingerprints the running bundle with the seed files; from sources there is none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-fingerprint-'));
    const bundle = join(dir, 'main.js');
    writeFileSync(bundle, 'one build');
    const url = pathToFileURL(bundle).href;
    const first = seedFingerprint(url);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(seedFingerprint(url)).toBe(first);
    writeFileSync(bundle, 'another build');
    expect(seedFingerprint(url)).not.toBe(first);
    expect(seedFingerprint(pathToFileURL(join(dir, 'main.ts')).href)).toBeUndefined();
  });
});

describe('update_date', () => {
  it('moves on any change of a master-list row, even when the writer does not set it', async () => {
    const before = await now();
    await t.db.query(`update brands set meta = '{"color":"#e60012"}' where value = 'ROLAND'`);
    await t.db.query("update brands set value = value where value = 'BOSS'");
    const res = await t.app.inject(`/api/v1/brands?perPage=-1&updateDate=${before.toISOString()}`);
    expect(res.json().data).toEqual([expect.objectContaining({ value: 'ROLAND', color: '#e60012' })]);
  });
});

describe('transactions', () => {
  it('roll back every statement when the function throws', async () => {
    const failing = t.db.transaction(async (tx) => {
      await tx.query("update genders set value = 'Changed' where id = 1");
      throw new Error('stop');
    });
    await expect(failing).rejects.toThrow('stop');
    expect(
      (await t.db.query<{ value: string }>('select value from genders where id = 1')).rows[0]!.value,
    ).toBe('Male');
  });

  it('commit and return the result', async () => {
    const value = await t.db.transaction(async (tx) => {
      await tx.query("update genders set meta = '{}' where id = 2");
      return (await tx.query<{ meta: string }>('select meta from genders where id = 2')).rows[0]!.meta;
    });
    expect(value).toBe('{}');
  });
});
