import type { AuditEvent, StaffAction } from '@backstage/domain';
import type { Queryable } from '../../db/db';

// The audit log (docs/product.md#staff-audit): rows are only ever inserted; the table refuses anything else.

export interface AuditInsert {
  staffId: string;
  staffEmail: string;
  role: string;
  action: AuditEvent;
  userId: string | null;
  reason: string | null;
  detail: string | null;
  clientAddress: string;
}

export async function insertAudit(db: Queryable, entry: AuditInsert): Promise<void> {
  await db.query(
    `insert into staff_audit (staff_id, staff_email, role, action, user_id, reason, detail, client_address)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.staffId,
      entry.staffEmail,
      entry.role,
      entry.action,
      entry.userId,
      entry.reason,
      entry.detail,
      entry.clientAddress,
    ],
  );
}

export interface AuditRow {
  id: string;
  at: Date;
  staffId: string | null;
  staffEmail: string;
  role: string;
  action: AuditEvent;
  userId: string | null;
  userEmail: string | null;
  reason: string | null;
  detail: string | null;
  clientAddress: string;
}

export interface AuditFilter {
  userId?: string;
  /** The address the customer account has now (lower case). */
  userEmail?: string;
  staffId?: string;
  /** The address the staff account has now (lower case). */
  staffEmail?: string;
  action?: AuditEvent;
  /** First and last day (YYYY-MM-DD, both included), counted in `timeZone` (an IANA name). */
  from?: string;
  to?: string;
  timeZone: string;
  before?: bigint;
}

/**
 * One page of entries, newest first by their time, after the entry `before` (an id: the last of the page
 * before), filtered by customer, staff, action and days, with the customer's address of now: one statement.
 * The days walk the time index from the newest entry (migration 062). An address is read through `users` (its
 * unique index), so the filter walks the audit's own index by account, and finds an account's entries under
 * its address of now; the entries keep the staff address as it was then.
 */
export async function listAudit(db: Queryable, filter: AuditFilter, limit: number): Promise<AuditRow[]> {
  const sql = `select a.id::text, a.create_date as at, a.staff_id as "staffId", a.staff_email as "staffEmail",
      a.role, a.action, a.user_id as "userId", u.email as "userEmail", a.reason, a.detail,
      a.client_address as "clientAddress"
    from staff_audit a left join users u on u.id = a.user_id
    where ($1::uuid is null or a.user_id = $1)
      and ($2::text is null or a.user_id = (select id from users where email = $2))
      and ($3::uuid is null or a.staff_id = $3)
      and ($4::text is null or a.staff_id = (select id from users where email = $4))
      and ($5::text is null or a.action = $5)
      and ($6::date is null or a.create_date >= $6::date::timestamp at time zone $8)
      and ($7::date is null or a.create_date < ($7::date + 1)::timestamp at time zone $8)
      and ($9::bigint is null
        or (a.create_date, a.id) < ((select c.create_date from staff_audit c where c.id = $9), $9))
    order by a.create_date desc, a.id desc limit $10`;
  const params = [
    filter.userId ?? null,
    filter.userEmail ?? null,
    filter.staffId ?? null,
    filter.staffEmail ?? null,
    filter.action ?? null,
    filter.from ?? null,
    filter.to ?? null,
    filter.timeZone,
    filter.before?.toString() ?? null,
    limit,
  ];
  return (await db.query<AuditRow>(sql, params)).rows;
}

/** The actions staff took on a customer's account (not the views), newest first. */
export async function actionsOn(
  db: Queryable,
  userId: string,
  actions: readonly StaffAction[],
): Promise<{ at: Date; action: StaffAction; reason: string }[]> {
  const sql = `select create_date as at, action, coalesce(reason, '') as reason from staff_audit
    where user_id = $1 and action = any($2::text[]) order by id desc limit 100`;
  return (await db.query<{ at: Date; action: StaffAction; reason: string }>(sql, [userId, actions])).rows;
}
