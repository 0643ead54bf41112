import type { GearTransferStatus } from '@backstage/domain';
import type { Queryable } from '../../db/db';

/** A transfer as stored (`gear_transfers`, migration 053). */
export interface TransferRow {
  id: string;
  registeredProductId: number;
  fromUserId: string;
  recipientEmail: string;
  codeHash: string;
  attempts: number;
  status: GearTransferStatus;
  createDate: Date;
  expiresAt: Date;
}

const COLUMNS = `id, registered_product_id as "registeredProductId", from_user_id as "fromUserId",
  recipient_email as "recipientEmail", code_hash as "codeHash", attempts, status, create_date as "createDate",
  expires_at as "expiresAt"`;

/** Starts a transfer; undefined when the unit already has one open. */
export async function insertTransfer(
  db: Queryable,
  t: Pick<TransferRow, 'registeredProductId' | 'fromUserId' | 'recipientEmail' | 'codeHash' | 'expiresAt'> & {
    createDate: Date;
  },
): Promise<string | undefined> {
  const sql = `insert into gear_transfers (registered_product_id, from_user_id, recipient_email, code_hash,
      create_date, expires_at)
    values ($1, $2, $3, $4, $5, $6)
    on conflict (registered_product_id) where status = 'pending' do nothing returning id`;
  const values = [
    t.registeredProductId,
    t.fromUserId,
    t.recipientEmail,
    t.codeHash,
    t.createDate,
    t.expiresAt,
  ];
  return (await db.query<{ id: string }>(sql, values)).rows[0]?.id;
}

/**
 * Stores a lapsed transfer's end: the unit's open transfer whose time ran out by `now` becomes expired, so the
 * unit may be offered again. Reads never call this (they tell a lapsed transfer by its time); writes do.
 */
export async function expireLapsed(db: Queryable, registeredProductId: number, now: Date): Promise<void> {
  const sql = `update gear_transfers set status = 'expired', closed_at = expires_at
    where registered_product_id = $1 and status = 'pending' and expires_at <= $2`;
  await db.query(sql, [registeredProductId, now]);
}

/** One transfer (locked for the caller's transaction when `lock`). */
export async function findTransfer(
  db: Queryable,
  id: string,
  lock = false,
): Promise<TransferRow | undefined> {
  const sql = `select ${COLUMNS} from gear_transfers where id = $1${lock ? ' for update' : ''}`;
  return (await db.query<TransferRow>(sql, [id])).rows[0];
}

/** The open transfers the user sends or is offered (by the account's e-mail), oldest first. */
export async function listOpenTransfers(db: Queryable, userId: string, email: string, now: Date) {
  const sql = `select ${COLUMNS} from gear_transfers
    where status = 'pending' and expires_at > $3 and (from_user_id = $1 or recipient_email = $2)
    order by create_date, id`;
  return (await db.query<TransferRow>(sql, [userId, email, now])).rows;
}

/** Counts one wrong code against the transfer. */
export async function countTransferAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('update gear_transfers set attempts = attempts + 1 where id = $1', [id]);
}

/** Closes an open transfer; false when it was no longer open. */
export async function closeTransfer(
  db: Queryable,
  id: string,
  status: Exclude<GearTransferStatus, 'pending'>,
  now: Date,
): Promise<boolean> {
  const sql = `update gear_transfers set status = $2, closed_at = $3 where id = $1 and status = 'pending'
    returning id`;
  return (await db.query(sql, [id, status, now])).rows.length > 0;
}

/** Whether an open transfer (pending and within its days, by the portal's clock `now`) offers the unit. */
export async function hasOpenTransfer(
  db: Queryable,
  registeredProductId: number,
  now: Date,
): Promise<boolean> {
  const sql = `select 1 from gear_transfers
    where registered_product_id = $1 and status = 'pending' and expires_at > $2`;
  return (await db.query(sql, [registeredProductId, now])).rows.length > 0;
}
