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
  reason: string | null;
  detail: string | null;
  clientAddress: string;
}

/** One page of entries, newest first, before the entry `before` (an id), filtered by customer, staff and action. */
export async function listAudit(
  db: Queryable,
  filter: { userId?: string; staffId?: string; action?: AuditEvent; before?: bigint },
  limit: number,
): Promise<AuditRow[]> {
  const sql = `select id::text, create_date as at, staff_id as "staffId", staff_email as "staffEmail", role,
      action, user_id as "userId", reason, detail, client_address as "clientAddress"
    from staff_audit
    where ($1::uuid is null or user_id = $1) and ($2::uuid is null or staff_id = $2)
      and ($3::text is null or action = $3) and ($4::bigint is null or id < $4)
    order by id desc limit $5`;
  const params = [
    filter.userId ?? null,
    filter.staffId ?? null,
    filter.action ?? null,
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
