import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

const readSeed = <T>(file: string): T[] => JSON.parse(readFileSync(join(resourcePath('seed'), file), 'utf8'));

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

/** Inserts rows as one statement from a JSON array; existing natural keys are left as they are. */
async function insertJson(
  db: Queryable,
  table: string,
  columns: string[],
  conflict: string,
  rows: unknown[],
) {
  const list = columns.join(', ');
  const sql = `insert into ${table} (${list})
    select ${list} from json_populate_recordset(null::${table}, $1::json)
    on conflict (${conflict}) do nothing`;
  await db.query(sql, [JSON.stringify(rows)]);
}

/** Loads the master lists (domain enumerations and seed/*.json); safe to run at every start. */
export async function seed(db: Db): Promise<void> {
  const cultureIds = new Map(CULTURE_CODES.map((c) => [c.value, c.id]));
  await db.transaction(async (tx) => {
    for (const [table, rows] of [
      ['genders', GENDERS],
      ['phone_types', PHONE_TYPES],
      ['purchasing_methods', PURCHASE_METHODS],
      ['interests', INTERESTS],
    ] as const) {
      await insertJson(tx, table, ['id', 'value'], 'id', [...rows]);
    }
    await insertJson(tx, 'culture_codes', ['id', 'value', 'region', 'language'], 'id', [...CULTURE_CODES]);
    const brands = BRANDS.map((value, i) => ({ id: i + 1, value, client_id: brandClientId(value) }));
    await insertJson(tx, 'brands', ['id', 'value', 'client_id'], 'id', brands);
    await insertJson(tx, 'questionnaire_labels', ['id', 'name'], 'id', readSeed('questionnaire-labels.json'));
    const provinces = readSeed<{ countryCode: string; code: string; name: string }>('state-provinces.json');
    await insertJson(
      tx,
      'state_provinces',
      ['country_code', 'code', 'name'],
      'country_code, code',
      provinces.map((p) => ({ country_code: p.countryCode, code: p.code, name: p.name })),
    );
    const products = readSeed<Record<string, unknown>>('products.json');
    await insertJson(
      tx,
      'products',
      ['slug', 'name', 'brand', 'model_code', 'category_id', 'meta'],
      'slug',
      products.map((p) => ({ ...p, model_code: p.modelCode, category_id: p.categoryId })),
    );
    const stores = readSeed<Record<string, string | null>>('stores.json');
    await insertJson(
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
  });
}
