import { MESSAGE_CODES } from '@backstage/domain/schemas/messages';
import { z } from '@backstage/domain/schemas/zod';
import { auditDaySchema, withAuditDaysInOrder } from '@backstage/domain/staff-console/requests';
import { AUDIT_EVENTS } from '@backstage/domain/staff-console/roles';
import type { AuditFilters } from '../api/get-audit-log';

// The audit log's filter form, loaded when the form is first used (ADR 054): the days by the rules the server
// checks (a day the calendar has, an end not before the start), each account as its id or its address.

/** A date field: empty (that end of the range is open) or a day the calendar has. */
const day = z
  .string()
  .refine((value) => value === '' || auditDaySchema.safeParse(value).success, MESSAGE_CODES.auditDateInvalid);

export const auditFilterFormSchema = withAuditDaysInOrder(
  z.object({
    customer: z.string(),
    staff: z.string(),
    action: z.union([z.enum(AUDIT_EVENTS), z.literal('')]),
    from: day,
    to: day,
  }),
);
export type AuditFilterForm = z.output<typeof auditFilterFormSchema>;

const isId = (text: string) => z.uuid().safeParse(text).success;

/** The call's filters for the checked form: an account typed as its id goes by id, anything else by address. */
export function filtersOf({ customer, staff, action, from, to }: AuditFilterForm): AuditFilters {
  const filters: AuditFilters = {};
  if (customer.trim()) filters[isId(customer.trim()) ? 'userId' : 'userEmail'] = customer.trim();
  if (staff.trim()) filters[isId(staff.trim()) ? 'staffId' : 'staffEmail'] = staff.trim();
  if (action) filters.action = action;
  if (from) filters.from = from;
  if (to) filters.to = to;
  return filters;
}
