import type { Queryable } from '../../db/db';

// Writes of the support actions that no customer-side service makes (docs/product.md#staff-actions).

/** Cancels a customer's open transfer; false when it is not theirs or no longer open. */
export async function cancelCustomerTransfer(db: Queryable, userId: string, transferId: string, now: Date) {
  const sql = `update gear_transfers set status = 'cancelled', closed_at = $3
    where id = $1 and from_user_id = $2 and status = 'pending' returning id`;
  return (await db.query(sql, [transferId, userId, now])).rows.length > 0;
}

/** Sets a completed registration's purchase date; the date before, or undefined when there is no such one. */
export async function correctPurchaseDate(db: Queryable, userId: string, id: number, purchaseDate: string) {
  const sql = `update registered_products r set purchase_date = $3, update_date = now()
    from (select id, to_char(purchase_date, 'YYYY-MM-DD') as before from registered_products
          where id = $1 and user_id = $2 and status = 'registered' for update) old
    where r.id = old.id returning old.before`;
  return (await db.query<{ before: string }>(sql, [id, userId, purchaseDate])).rows[0];
}

/** A passkey's name, when the customer has it. */
export async function passkeyName(db: Queryable, userId: string, passkeyId: string) {
  const sql = 'select name from passkeys where id = $1 and user_id = $2';
  return (await db.query<{ name: string }>(sql, [passkeyId, userId])).rows[0]?.name;
}
