import type { Queryable } from '../../db/db';

export type LogValue = string | number | boolean | null;

export interface NewLogEvent {
  userId: string | null;
  event: string;
  eventSource: string | null;
  description: string | null;
  payload: Record<string, LogValue>;
}

export interface LogEventRow extends NewLogEvent {
  /** bigint, as text: JSON numbers cannot hold every value. */
  id: string;
  createDate: Date;
}

/** Stores one (already sanitised) log event. */
export async function insertLogEvent(db: Queryable, row: NewLogEvent): Promise<void> {
  const sql = `insert into log_events (user_id, event, event_source, description, payload)
    values ($1, $2, $3, $4, $5::jsonb)`;
  await db.query(sql, [row.userId, row.event, row.eventSource, row.description, JSON.stringify(row.payload)]);
}

/** Deletes every stored event of a user; returns how many there were. */
export async function deleteLogEventsOfUser(db: Queryable, userId: string): Promise<number> {
  const sql = `with gone as (delete from log_events where user_id = $1 returning 1)
    select count(*)::int as count from gone`;
  return (await db.query<{ count: number }>(sql, [userId])).rows[0]?.count ?? 0;
}

export interface LogFilter {
  event?: string;
  since?: Date;
  until?: Date;
  userId?: string;
  limit: number;
}

/** The newest events matching the filter, newest first. */
export async function findLogEvents(db: Queryable, filter: LogFilter): Promise<LogEventRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (condition: string, value: unknown) => {
    params.push(value);
    where.push(condition.replace('?', `$${params.length}`));
  };
  if (filter.event !== undefined) add('event = ?', filter.event);
  if (filter.since) add('create_date >= ?', filter.since.toISOString());
  if (filter.until) add('create_date < ?', filter.until.toISOString());
  if (filter.userId) add('user_id = ?', filter.userId);
  params.push(filter.limit);
  const sql = `select id::text as id, user_id as "userId", event, event_source as "eventSource", description,
      payload, create_date as "createDate"
    from log_events ${where.length ? `where ${where.join(' and ')}` : ''}
    order by create_date desc, id desc limit $${params.length}`;
  const rows = (await db.query<LogEventRow>(sql, params)).rows;
  return rows.map((row) => ({ ...row, createDate: new Date(row.createDate) }));
}
