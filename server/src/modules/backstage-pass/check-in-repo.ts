import type { Queryable } from '../../db/db';

export interface CheckInRow {
  event: string;
  checkedInAt: Date;
}

/**
 * Checks the user in at the event in one statement: the first check-in is kept, a repeated one answers it
 * (the no-op update makes `returning` give the existing row).
 */
export async function checkIn(db: Queryable, userId: string, event: string): Promise<CheckInRow> {
  const sql = `insert into event_check_ins (user_id, event) values ($1, $2)
    on conflict (user_id, event) do update set event = excluded.event
    returning event, checked_in_at as "checkedInAt"`;
  return (await db.query<CheckInRow>(sql, [userId, event])).rows[0]!;
}

/** The user's check-ins, newest first. */
export async function listCheckIns(db: Queryable, userId: string): Promise<CheckInRow[]> {
  const sql = `select event, checked_in_at as "checkedInAt" from event_check_ins
    where user_id = $1 order by checked_in_at desc`;
  return (await db.query<CheckInRow>(sql, [userId])).rows;
}
