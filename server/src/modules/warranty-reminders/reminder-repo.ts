import type { Queryable } from '../../db/db';

/**
 * Claims the reminder of a unit's warranty ending on a day, in the transaction that queues its mail: true
 * for exactly one caller, whichever process asks (docs/product.md#warranty).
 */
export async function claimReminder(db: Queryable, registeredProductId: number, endsOn: string) {
  const sql = `insert into warranty_reminders (registered_product_id, ends_on) values ($1, $2)
    on conflict do nothing returning registered_product_id`;
  return (await db.query(sql, [registeredProductId, endsOn])).rows.length > 0;
}

/** The units whose reminder for this end day already went out, of those given. */
export async function remindedUnits(db: Queryable, registeredProductIds: number[]): Promise<Set<string>> {
  if (registeredProductIds.length === 0) return new Set();
  const sql = `select registered_product_id as id, to_char(ends_on, 'YYYY-MM-DD') as "endsOn"
    from warranty_reminders where registered_product_id = any($1::int[])`;
  const rows = (await db.query<{ id: number; endsOn: string }>(sql, [registeredProductIds])).rows;
  return new Set(rows.map((row) => `${row.id}/${row.endsOn}`));
}
