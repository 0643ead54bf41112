import type { Queryable } from '../../db/db';

export interface CheckoutRow {
  id: string;
  userId: string;
  purpose: 'purchase' | 'payment-method';
  offerId: string | null;
  subscriptionId: string | null;
  status: 'open' | 'processing' | 'done' | 'superseded';
  processor: string;
  resultSubscriptionId: string | null;
  createDate: Date;
}

const COLUMNS = `id, user_id as "userId", purpose, offer_id as "offerId", subscription_id as "subscriptionId",
  status, processor, result_subscription_id as "resultSubscriptionId", create_date as "createDate"`;

/** Opens a checkout; the user's earlier open ones are superseded (one purchase at a time). */
export async function openCheckout(
  db: Queryable,
  c: Pick<CheckoutRow, 'userId' | 'purpose' | 'offerId' | 'subscriptionId' | 'processor'>,
): Promise<CheckoutRow> {
  await db.query(`update cloud_checkouts set status = 'superseded' where user_id = $1 and status = 'open'`, [
    c.userId,
  ]);
  const sql = `insert into cloud_checkouts (user_id, purpose, offer_id, subscription_id, processor)
    values ($1, $2, $3, $4, $5) returning ${COLUMNS}`;
  const values = [c.userId, c.purpose, c.offerId, c.subscriptionId, c.processor];
  return (await db.query<CheckoutRow>(sql, values)).rows[0]!;
}

export async function findCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  return (await db.query<CheckoutRow>(`select ${COLUMNS} from cloud_checkouts where id = $1`, [id])).rows[0];
}

/**
 * Claims an open checkout for paying: exactly one request wins; a second one while it pays finds it
 * 'processing' (docs/product.md#error-catalogue "TransactionAlreadyStarted").
 */
export async function claimCheckout(db: Queryable, id: string): Promise<CheckoutRow | undefined> {
  const sql = `update cloud_checkouts set status = 'processing' where id = $1 and status = 'open' returning ${COLUMNS}`;
  return (await db.query<CheckoutRow>(sql, [id])).rows[0];
}

export async function finishCheckout(db: Queryable, id: string, ok: boolean, subscriptionId?: string | null) {
  await db.query('update cloud_checkouts set status = $2, result_subscription_id = $3 where id = $1', [
    id,
    ok ? 'done' : 'open',
    subscriptionId ?? null,
  ]);
}

/** Closes a checkout the processor could not open a page for, so it never waits half-made. */
export async function supersedeCheckout(db: Queryable, id: string): Promise<void> {
  await db.query(`update cloud_checkouts set status = 'superseded' where id = $1 and status = 'open'`, [id]);
}
