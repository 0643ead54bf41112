import type { Queryable } from '../../db/db';

/** A dealer of the master list as a registration shows it. */
export interface StoreSummary {
  id: number;
  name: string;
  city: string;
  countryCode: string;
}

/** True when a dealer of the master list has this id. */
export async function storeExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('select 1 from stores where id = $1 and not is_deleted', [id])).rows.length > 0;
}

/** The dealers with these ids, by id (deleted ones included: a registration keeps its dealer). */
export async function storeSummaries(db: Queryable, ids: number[]): Promise<Map<number, StoreSummary>> {
  if (ids.length === 0) return new Map();
  const sql = `select id, name, city, country_code as "countryCode" from stores where id = any($1::int[])`;
  const rows = (await db.query<StoreSummary>(sql, [[...new Set(ids)]])).rows;
  return new Map(rows.map((row) => [row.id, row]));
}
