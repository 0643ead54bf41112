import type { Queryable } from '../../db/db';

/** A value of one of the small master lists (enumerations, docs/product.md#enumerations). */
export interface MasterValue {
  id: number;
  value: string;
}

/** The small master lists other modules refer to by `{ id }` or `{ value }`. */
export type MasterValueList =
  | 'genders'
  | 'phone_types'
  | 'interests'
  | 'culture_codes'
  | 'purchasing_methods';

/**
 * The live values several references name, in one query: each reference's value (by id, preferred, or by
 * value) at its index, undefined where the list holds none.
 */
export async function findMasterValues(
  db: Queryable,
  list: MasterValueList,
  refs: { id?: number; value?: string }[],
): Promise<(MasterValue | undefined)[]> {
  const ids = refs.flatMap((ref) => (ref.id === undefined ? [] : [ref.id]));
  const values = refs.flatMap((ref) => (ref.value === undefined ? [] : [ref.value]));
  const sql = `select id, value from ${list} where not is_deleted and (id = any($1::int[]) or value = any($2::text[]))`;
  const rows = (await db.query<MasterValue>(sql, [ids, values])).rows;
  return refs.map(
    (ref) => rows.find((row) => row.id === ref.id) ?? rows.find((row) => row.value === ref.value),
  );
}

/** The live value a reference names, by id (preferred) or value. */
export async function findMasterValue(
  db: Queryable,
  list: MasterValueList,
  ref: { id?: number; value?: string },
): Promise<MasterValue | undefined> {
  return (await findMasterValues(db, list, [ref]))[0];
}

/** The values with these ids, by id (deleted ones included: a stored reference keeps its value). */
export async function masterValues(
  db: Queryable,
  list: MasterValueList,
  ids: number[],
): Promise<Map<number, MasterValue>> {
  if (ids.length === 0) return new Map();
  const sql = `select id, value from ${list} where id = any($1::int[])`;
  const rows = (await db.query<MasterValue>(sql, [[...new Set(ids)]])).rows;
  return new Map(rows.map((row) => [row.id, row]));
}

/** The versions of these lists (a counter every write of a list bumps, migration 009). */
export async function listVersions<L extends string>(db: Queryable, lists: readonly L[]) {
  const sql = 'select list, version::text from master_list_versions where list = any($1)';
  return (await db.query<{ list: L; version: string }>(sql, [lists])).rows;
}

/** A whole list with its version. */
export async function listWithVersion(db: Queryable, list: MasterValueList) {
  // The version and the values in one statement, so they always belong together.
  const sql = `select coalesce((select version::text from master_list_versions where list = $1), '0') as version,
      coalesce((select json_agg(json_build_object('id', id, 'value', value)) from ${list}), '[]') as rows`;
  return (await db.query<{ version: string; rows: MasterValue[] }>(sql, [list])).rows[0]!;
}
