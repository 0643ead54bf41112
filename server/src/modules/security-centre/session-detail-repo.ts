import { SIGN_IN_HISTORY_DAYS } from '@backstage/domain';
import type { Queryable } from '../../db/db';

export interface SessionDetailRow {
  familyId: string;
  browserSessionId: string | null;
  clientId: string;
  device: string;
  browser: string;
  country: string;
}

/**
 * Records where and on what a sign-in happened, and its `success` (or `passkey`) event of the history (purging the account's
 * events past 90 days), in one round trip: the sign-in waits for it.
 */
export async function insertSessionDetail(
  db: Queryable,
  row: SessionDetailRow & { userId: string; kind: 'success' | 'passkey' },
): Promise<void> {
  await db.query(
    `with purged as (
       delete from sign_in_events
       where user_id = $2 and create_date < now() - interval '${SIGN_IN_HISTORY_DAYS} days'),
     event as (
       insert into sign_in_events (user_id, kind, client_id, device, browser, country)
       values ($2, $8, $4, $5, $6, $7))
     insert into sign_in_sessions (family_id, user_id, browser_session_id, client_id, device, browser, country)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (family_id) do nothing`,
    [
      row.familyId,
      row.userId,
      row.browserSessionId,
      row.clientId,
      row.device,
      row.browser,
      row.country,
      row.kind,
    ],
  );
}

/** The recorded sign-ins of a user. */
export async function sessionDetails(db: Queryable, userId: string): Promise<SessionDetailRow[]> {
  const sql = `select family_id as "familyId", browser_session_id as "browserSessionId", client_id as "clientId",
      device, browser, country
    from sign_in_sessions where user_id = $1`;
  return (await db.query<SessionDetailRow>(sql, [userId])).rows;
}
