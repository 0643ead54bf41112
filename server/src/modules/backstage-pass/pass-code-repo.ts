import type { Queryable } from '../../db/db';

export interface PassCodeRow {
  code: string;
  event: string;
  expiresAt: Date | null;
  redeemedBy: string | null;
  redeemedAt: Date | null;
}

const columns =
  'code, event, expires_at as "expiresAt", redeemed_by as "redeemedBy", redeemed_at as "redeemedAt"';

/** Stores new codes; a code that already exists is skipped (answers how many were stored). */
export async function insertPassCodes(
  db: Queryable,
  codes: string[],
  event: string,
  expiresAt: Date | null,
): Promise<number> {
  const sql = `insert into backstage_pass_codes (code, event, expires_at)
    select unnest($1::text[]), $2, $3 on conflict (code) do nothing returning 1`;
  return (await db.query(sql, [codes, event, expiresAt])).rows.length;
}

/** A code, if it exists. */
export async function findPassCode(db: Queryable, code: string): Promise<PassCodeRow | undefined> {
  return (await db.query<PassCodeRow>(`select ${columns} from backstage_pass_codes where code = $1`, [code]))
    .rows[0];
}

/**
 * Redeems a code for the user in one statement, so two redemptions at once cannot both win: only an
 * unredeemed code that has not expired changes; undefined otherwise.
 */
export async function redeemPassCode(
  db: Queryable,
  code: string,
  userId: string,
): Promise<PassCodeRow | undefined> {
  const sql = `update backstage_pass_codes set redeemed_by = $2, redeemed_at = now()
    where code = $1 and redeemed_at is null and (expires_at is null or expires_at > now())
    returning ${columns}`;
  return (await db.query<PassCodeRow>(sql, [code, userId])).rows[0];
}
