import type { TemporaryDataPurpose } from '@backstage/domain';
import type { Queryable } from '../../db/db';

export interface TemporaryDataRow {
  purpose: TemporaryDataPurpose;
  body: Record<string, unknown>;
  expiresAt: Date | string;
}

const RETURNING = 'returning purpose, body, expires_at as "expiresAt"';

// Data is kept against a user or an e-mail's hash, one row per owner and purpose, replaced when written again.
const upsert = (
  owner: 'user_id' | 'email_hash',
) => `insert into temporary_data (${owner}, purpose, body, expires_at)
    values ($1, $2, $3::jsonb, now() + make_interval(days => $4))
    on conflict (${owner}, purpose) where ${owner} is not null
    do update set body = excluded.body, update_date = now(), expires_at = excluded.expires_at ${RETURNING}`;
const UPSERT_USER_DATA = upsert('user_id');
const UPSERT_EMAIL_DATA = upsert('email_hash');

/** Writes the user's data for a purpose, replacing what was there, kept for `ttlDays`. */
export async function upsertUserData(
  db: Queryable,
  userId: string,
  purpose: TemporaryDataPurpose,
  body: object,
  ttlDays: number,
) {
  const params = [userId, purpose, JSON.stringify(body), ttlDays];
  return (await db.query<TemporaryDataRow>(UPSERT_USER_DATA, params)).rows[0]!;
}

/** Writes data against an e-mail (its hash) for a purpose, replacing what was there. */
export async function upsertEmailData(
  db: Queryable,
  emailHash: string,
  purpose: TemporaryDataPurpose,
  body: object,
  ttlDays: number,
) {
  await db.query(UPSERT_EMAIL_DATA, [emailHash, purpose, JSON.stringify(body), ttlDays]);
}

/** The user's unexpired data for a purpose. */
export async function findUserData(db: Queryable, userId: string, purpose: TemporaryDataPurpose) {
  const sql = `select purpose, body, expires_at as "expiresAt" from temporary_data
    where user_id = $1 and purpose = $2 and expires_at > now()`;
  return (await db.query<TemporaryDataRow>(sql, [userId, purpose])).rows[0];
}

/** Deletes the user's data for a purpose. */
export async function deleteUserData(db: Queryable, userId: string, purpose: TemporaryDataPurpose) {
  await db.query('delete from temporary_data where user_id = $1 and purpose = $2', [userId, purpose]);
}

/**
 * Makes the data written against the user's e-mail the user's (call in a transaction): per purpose the
 * newer of the two wins; the e-mail's rows are gone afterwards.
 */
export async function claimEmailData(db: Queryable, userId: string, emailHash: string): Promise<void> {
  await db.query(
    `delete from temporary_data u using temporary_data e
      where u.user_id = $1 and e.email_hash = $2 and e.purpose = u.purpose and e.expires_at > now()
        and (e.update_date >= u.update_date or u.expires_at <= now())`,
    [userId, emailHash],
  );
  await db.query(
    `update temporary_data e set user_id = $1, email_hash = null
      where e.email_hash = $2 and e.expires_at > now()
        and not exists (select 1 from temporary_data u where u.user_id = $1 and u.purpose = e.purpose)`,
    [userId, emailHash],
  );
  await db.query('delete from temporary_data where email_hash = $1', [emailHash]);
}

/** Deletes everything past its expiry (expired rows are never read, this only frees the space). */
export async function purgeExpired(db: Queryable): Promise<void> {
  await db.query('delete from temporary_data where expires_at <= now()');
}
