import type { Queryable } from '../../db/db';

/** Refuses every id and access token of the account issued before `at` (migration 048). */
export async function markTokensValidAfter(db: Queryable, userId: string, at: Date): Promise<void> {
  await db.query('update users set tokens_valid_after = $2 where id = $1', [userId, at.toISOString()]);
}

/**
 * Refuses the tokens of these sessions until `until` (epoch seconds), when the last of them has expired;
 * entries past their own end are dropped in the same statement.
 */
export async function addEndedSessions(
  db: Queryable,
  userId: string,
  sessionIds: string[],
  until: number,
): Promise<void> {
  const sql = `update users set ended_sessions = coalesce((select jsonb_object_agg(key, value)
      from jsonb_each(ended_sessions) where value::bigint > $3), '{}'::jsonb)
    || coalesce((select jsonb_object_agg(sid, $4::bigint) from unnest($2::text[]) sid), '{}'::jsonb)
    where id = $1`;
  await db.query(sql, [userId, sessionIds, Math.floor(Date.now() / 1000), until]);
}
