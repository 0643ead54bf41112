import type { Queryable } from '../../db/db';

/** A lifetime order's activation key, sold to one member and registered by whoever enters it. */
export async function insertKey(
  db: Queryable,
  key: { key: string; productCode: string; buyerId: string; paymentId: string },
): Promise<void> {
  await db.query('insert into cloud_keys (key, product_code, buyer_id, payment_id) values ($1, $2, $3, $4)', [
    key.key,
    key.productCode,
    key.buyerId,
    key.paymentId,
  ]);
}

/** The key, locked until the transaction ends so two members cannot register it together. */
export async function lockKey(db: Queryable, key: string) {
  const sql = `select product_code as "productCode", registered_by as "registeredBy", revoked from cloud_keys
    where key = $1 for update`;
  return (await db.query<{ productCode: string; registeredBy: string | null; revoked: boolean }>(sql, [key]))
    .rows[0];
}

/** Records who registered the key, and when. */
export async function markKeyRegistered(db: Queryable, key: string, userId: string, at: Date): Promise<void> {
  await db.query('update cloud_keys set registered_by = $2, registered_date = $3 where key = $1', [
    key,
    userId,
    at,
  ]);
}
