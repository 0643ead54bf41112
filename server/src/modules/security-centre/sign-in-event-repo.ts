import { SIGN_IN_HISTORY_DAYS, type SignInEventKind } from '@backstage/domain';
import type { Queryable } from '../../db/db';

export interface SignInEventRow {
  id: string;
  kind: SignInEventKind;
  time: Date;
  client: string;
  device: string;
  browser: string;
  country: string;
}

const KEEP = `interval '${SIGN_IN_HISTORY_DAYS} days'`;

/** Adds an event and, in the same round trip, deletes the user's events past the kept 90 days. */
export async function insertSignInEvent(
  db: Queryable,
  row: {
    userId: string;
    kind: SignInEventKind;
    clientId: string;
    device: string;
    browser: string;
    country: string;
  },
): Promise<void> {
  await db.query(
    `with purged as (delete from sign_in_events where user_id = $1 and create_date < now() - ${KEEP})
     insert into sign_in_events (user_id, kind, client_id, device, browser, country)
     values ($1, $2, $3, $4, $5, $6)`,
    [row.userId, row.kind, row.clientId, row.device, row.browser, row.country],
  );
}

/**
 * One page of a user's events of the last 90 days, newest first, after the previous page's last event (by
 * time, then id); one row more than asked tells whether another page follows.
 */
export async function signInEvents(
  db: Queryable,
  userId: string,
  limit: number,
  afterId?: string,
): Promise<SignInEventRow[]> {
  const sql = `select id, kind, create_date as time, client_id as client, device, browser, country
    from sign_in_events
    where user_id = $1 and create_date >= now() - ${KEEP}
      and ($2::uuid is null or (create_date, id) <
        (select create_date, id from sign_in_events where id = $2::uuid and user_id = $1))
    order by create_date desc, id desc limit $3`;
  return (await db.query<SignInEventRow>(sql, [userId, afterId ?? null, limit])).rows;
}

/** Deletes every event past the kept 90 days (the periodic sweep). */
export async function purgeSignInEvents(db: Queryable): Promise<void> {
  await db.query(`delete from sign_in_events where create_date < now() - ${KEEP}`);
}
