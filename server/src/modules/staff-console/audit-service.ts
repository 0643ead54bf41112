import {
  AUDIT_PAGE,
  type AuditEvent,
  type AuditListResponse,
  type AuditQuery,
  STAFF_ACTIONS,
} from '@backstage/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { actionsOn, insertAudit, listAudit } from './audit-repo';

/** Records one event of the console by the staff member the guard admitted (docs/product.md#staff-audit). */
export async function audit(
  db: Queryable,
  request: FastifyRequest,
  event: { action: AuditEvent; userId?: string | null; reason?: string | null; detail?: string | null },
): Promise<void> {
  const staff = request.staff!;
  await insertAudit(db, {
    staffId: staff.id,
    staffEmail: staff.email,
    role: staff.role,
    action: event.action,
    userId: event.userId ?? null,
    reason: event.reason ?? null,
    detail: event.detail ?? null,
    clientAddress: clientAddress(request.ip),
  });
}

/** `GET admin/audit`: newest first, 50 a page, by customer, staff member, action and days. */
export async function readAudit(deps: Deps, query: AuditQuery): Promise<AuditListResponse> {
  let before: bigint | undefined;
  if (query.cursor !== undefined) {
    if (!/^\d{1,18}$/.test(query.cursor)) throw new AppError('INVALID_PARAMETERS');
    before = BigInt(query.cursor);
  }
  const { userId, userEmail, staffId, staffEmail, action, from, to } = query;
  // Days count in the viewer's time zone when it is given, so they match the times the console shows.
  const timeZone = query.timeZone ?? 'UTC';
  const rows = await listAudit(
    deps.db,
    { userId, userEmail, staffId, staffEmail, action, from, to, timeZone, before },
    AUDIT_PAGE + 1,
  );
  const page = rows.slice(0, AUDIT_PAGE);
  return {
    data: page.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    next: rows.length > AUDIT_PAGE ? page[page.length - 1]!.id : null,
  };
}

/** `GET users/{id}/staffActions`: what staff did on the caller's own account, with the reasons they gave. */
export async function staffActionsOn(deps: Deps, userId: string) {
  const rows = await actionsOn(deps.db, userId, STAFF_ACTIONS);
  return { data: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() })) };
}
