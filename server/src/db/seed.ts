import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BRANDS,
  brandClientId,
  CULTURE_CODES,
  GENDERS,
  INTERESTS,
  PHONE_TYPES,
  PURCHASE_METHODS,
} from '@backstage/domain';
import { resourcePath } from '../lib/resource-path';
import type { Db, Queryable } from './db';

/** One seed file of `server/seed/` (a JSON array). */
export const readSeed = <T>(file: string): T[] =>
  JSON.parse(readFileSync(join(resourcePath('seed'), file), 'utf8'));

// Country → culture used to offer dealers to a culture (stores filtered by cultureCodeIds[]).
const COUNTRY_CULTURE: Record<string, string> = Object.fromEntries(
  CULTURE_CODES.map((c) => [c.value.split('-').at(-1)!.replace('SP', 'RS'), c.value]),
);
Object.assign(COUNTRY_CULTURE, {
  US: 'en-US',
  CA: 'en-CA',
  CH: 'de-CH',
  BE: 'nl-BE',
  JM: 'en-JM',
  GB: 'en-GB',
});

/**
 * Upserts rows from a JSON array in one statement. A row whose seed fields changed is updated and gets a new
 * update_date, so clients fetching incrementally by updateDate receive it; unchanged rows are not touched.
 */
export async function upsertJson(
  db: Queryable,
  table: string,
  columns: string[],
  conflict: string,
  rows: unknown[],
) {
  const list = columns.join(', ');
  const keys = conflict.split(',').map((key) => key.trim());
  const changing = columns.filter((column) => !keys.includes(column));
  const onConflict = changing.length
    ? `do update set ${changing.map((c) => `${c} = excluded.${c}`).join(', ')}, update_date = now()
       where (${changing.map((c) => `${table}.${c}`).join(', ')}, true)
         is distinct from (${changing.map((c) => `excluded.${c}`).join(', ')}, true)`
    : 'do nothing';
  const sql = `insert into ${table} (${list})
    select ${list} from json_populate_recordset(null::${table}, $1::json)
    on conflict (${conflict}) ${onConflict}`;
  await db.query(sql, [JSON.stringify(rows)]);
}

/** A module's own seed rows, written in the seed's transaction after the master lists. */
export type SeedStep = (db: Queryable) => Promise<void>;

/**
 * Loads the master lists (domain enumerations and seed/*.json), then each module's seed step (the modules
 * hand theirs in: `src/app.ts` `moduleSeeds`); safe to run at every start. `fingerprint`, when given, is stored
 * in the same transaction as what the seed was made from (`seedUnlessUnchanged`).
 */
export async function seed(db: Db, steps: readonly SeedStep[] = [], fingerprint?: string): Promise<void> {
  const cultureIds = new Map(CULTURE_CODES.map((c) => [c.value, c.id]));
  await db.transaction(async (tx) => {
    for (const [table, rows] of [
      ['genders', GENDERS],
      ['phone_types', PHONE_TYPES],
      ['purchasing_methods', PURCHASE_METHODS],
      ['interests', INTERESTS],
    ] as const) {
      await upsertJson(tx, table, ['id', 'value'], 'id', [...rows]);
    }
    await upsertJson(tx, 'culture_codes', ['id', 'value', 'region', 'language'], 'id', [...CULTURE_CODES]);
    const brands = BRANDS.map((value, i) => ({ id: i + 1, value, client_id: brandClientId(value) }));
    await upsertJson(tx, 'brands', ['id', 'value', 'client_id'], 'id', brands);
    await upsertJson(tx, 'questionnaire_labels', ['id', 'name'], 'id', readSeed('questionnaire-labels.json'));
    const provinces = readSeed<{ countryCode: string; code: string; name: string }>('state-provinces.json');
    await upsertJson(
      tx,
      'state_provinces',
      ['country_code', 'code', 'name'],
      'country_code, code',
      provinces.map((p) => ({ country_code: p.countryCode, code: p.code, name: p.name })),
    );
    const products = readSeed<Record<string, unknown>>('products.json');
    await upsertJson(
      tx,
      'products',
      ['slug', 'name', 'brand', 'model_code', 'category_id', 'meta', 'regions', 'parts_need_internal_access'],
      'slug',
      products.map((p) => ({
        ...p,
        model_code: p.modelCode,
        category_id: p.categoryId,
        parts_need_internal_access: p.partsNeedInternalAccess === true,
      })),
    );
    const stores = readSeed<Record<string, string | null>>('stores.json');
    await upsertJson(
      tx,
      'stores',
      ['name', 'country_code', 'state_province', 'city', 'url', 'culture_code_id', 'meta'],
      'name, city',
      stores.map((s) => ({
        ...s,
        country_code: s.countryCode,
        state_province: s.stateProvince,
        culture_code_id: cultureIds.get(COUNTRY_CULTURE[s.countryCode!] ?? '') ?? null,
      })),
    );
    for (const step of steps) await step(tx);
    if (fingerprint)
      await tx.query(
        `insert into seed_state (fingerprint) values ($1)
         on conflict (id) do update set fingerprint = excluded.fingerprint, seeded_at = now()`,
        [fingerprint],
      );
  });
}

/**
 * What a seed is made from: the server's code (the bundle the start runs: the domain's enumerations, this
 * file and the modules' seed steps are in it) and every seed file. Undefined when the server runs from its
 * sources (`npm run dev`), where one file says nothing of the others: there the seed always runs.
 */
export function seedFingerprint(entryUrl: string): string | undefined {
  if (!entryUrl.startsWith('file:') || !entryUrl.endsWith('.js')) return undefined;
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(entryUrl)));
  const folder = resourcePath('seed');
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith('.json')) continue;
    hash.update(`\0${file}\0`).update(readFileSync(join(folder, file)));
  }
  return hash.digest('base64url');
}

/**
 * The start's seed (its first statements paid for cold caches, a large share of a warm start): skipped when the last seed
 * was made from the same code and files and no migration ran since, so a warm start of an unchanged
 * deployment only reads one row (docs/decisions/044-prepared-hot-statements-and-deferred-start.md). A master
 * row changed by hand in the database is therefore put back by the next start of a new version, or by
 * `seed` itself, not by every restart. Returns whether it seeded.
 */
export async function seedUnlessUnchanged(
  db: Db,
  steps: readonly SeedStep[],
  { fingerprint, migrated }: { fingerprint: string | undefined; migrated: boolean },
): Promise<boolean> {
  if (fingerprint && !migrated) {
    const stored = await db.query<{ fingerprint: string }>('select fingerprint from seed_state');
    if (stored.rows[0]?.fingerprint === fingerprint) return false;
  }
  await seed(db, steps, fingerprint);
  return true;
}
