import type { Queryable } from '../../db/db';

export interface TotpFactorRow {
  secret: string;
  enabledAt: Date | null;
  lastTimeStep: number;
}

/** The account's TOTP factor, set up or on. */
export async function findTotpFactor(db: Queryable, userId: string): Promise<TotpFactorRow | undefined> {
  const sql = `select secret, enabled_at as "enabledAt", last_time_step::float8 as "lastTimeStep"
    from totp_factors where user_id = $1`;
  return (await db.query<TotpFactorRow>(sql, [userId])).rows[0];
}

/** Starts (or restarts) set-up with a new secret; an account whose factor is on is left as it is. */
export async function savePendingTotp(db: Queryable, userId: string, secret: string): Promise<boolean> {
  const sql = `insert into totp_factors (user_id, secret) values ($1, $2)
    on conflict (user_id) do update set secret = excluded.secret, last_time_step = 0, create_date = now()
      where totp_factors.enabled_at is null
    returning user_id`;
  return (await db.query(sql, [userId, secret])).rows.length > 0;
}

/**
 * Spends a time step: true when it is newer than the last one used (so a code works once), recorded in the
 * same statement so two requests with one code cannot both pass.
 */
export async function spendTimeStep(db: Queryable, userId: string, timeStep: number): Promise<boolean> {
  const sql = `update totp_factors set last_time_step = $2 where user_id = $1 and last_time_step < $2
    returning user_id`;
  return (await db.query(sql, [userId, timeStep])).rows.length > 0;
}

/** Turns the factor on and replaces the recovery codes with new ones (as digests). */
export async function enableTotp(db: Queryable, userId: string, codeHashes: string[]): Promise<void> {
  await db.query('update totp_factors set enabled_at = now() where user_id = $1', [userId]);
  await replaceRecoveryCodes(db, userId, codeHashes);
}

/** The account's recovery codes, used or not, give way to these. */
export async function replaceRecoveryCodes(
  db: Queryable,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  await db.query('insert into recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
    userId,
    codeHashes,
  ]);
}

/** Removes the factor and the recovery codes. */
export async function removeTotp(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from recovery_codes where user_id = $1', [userId]);
  await db.query('delete from totp_factors where user_id = $1', [userId]);
}

/** Spends an unused recovery code of the account; false when there is none with this digest. */
export async function spendRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const sql = `update recovery_codes set used_at = now()
    where user_id = $1 and code_hash = $2 and used_at is null returning id`;
  return (await db.query(sql, [userId, codeHash])).rows.length > 0;
}

/** Unused recovery codes of the account. */
export async function countRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const sql = 'select count(*)::int as count from recovery_codes where user_id = $1 and used_at is null';
  return (await db.query<{ count: number }>(sql, [userId])).rows[0]?.count ?? 0;
}
