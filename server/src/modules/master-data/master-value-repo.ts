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

/** The live value a reference names, by id (preferred) or value. */
export async function findMasterValue(
  db: Queryable,
  list: MasterValueList,
  ref: { id?: number; value?: string },
): Promise<MasterValue | undefined> {
  const sql = `select id, value from ${list} where not is_deleted and (id = $1 or value = $2)
    order by (id = $1) desc limit 1`;
  return (await db.query<MasterValue>(sql, [ref.id ?? null, ref.value ?? null])).rows[0];
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
