import type { Queryable } from '../../db/db';

export interface ProducedUnit {
  productCode: string;
  serial: string;
}

/** Adds units the maker built; answers how many were new (a listed unit is left as it is). */
export async function insertProducedUnits(db: Queryable, units: ProducedUnit[]): Promise<number> {
  const sql = `insert into cloud_produced_units (product_code, serial)
    select "productCode", serial from json_to_recordset($1::json) as u("productCode" text, serial text)
    on conflict do nothing returning serial`;
  return (await db.query(sql, [JSON.stringify(units)])).rows.length;
}

/**
 * Activates a listed unit for the user, once: answers `activated`, or why not (`taken` by an earlier
 * activation, `unknown` when the maker never built it).
 */
export async function activateProducedUnit(
  db: Queryable,
  unit: ProducedUnit,
  userId: string,
  now: Date,
): Promise<'activated' | 'taken' | 'unknown'> {
  const claimed = await db.query(
    `update cloud_produced_units set activated_by = $3, activated_date = $4
     where product_code = $1 and serial = $2 and activated_date is null returning serial`,
    [unit.productCode, unit.serial, userId, now],
  );
  if (claimed.rows.length > 0) return 'activated';
  const listed = await db.query(
    'select 1 from cloud_produced_units where product_code = $1 and serial = $2',
    [unit.productCode, unit.serial],
  );
  return listed.rows.length > 0 ? 'taken' : 'unknown';
}
