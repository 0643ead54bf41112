import { MESSAGE_CODES } from '../schemas/messages';
import { purchaseDateSchema } from '../schemas/product';
import { z } from '../schemas/zod';
import { AUDIT_EVENTS, STAFF_REASON_MAX, STAFF_REASON_MIN, STAFF_ROLES } from './roles';

// What the staff console's calls take (docs/product.md#staff-console).

/** `GET admin/users?query=&cursor=`: an e-mail (exact or its start), a name, a serial code or a ticket number. */
export const staffUserSearchQuerySchema = z.object({
  query: z.string().trim().min(1).max(254),
  cursor: z.string().max(200).optional(),
});
export type StaffUserSearchQuery = z.infer<typeof staffUserSearchQuerySchema>;

/** The reason every action needs: free text, 3 to 500 characters once trimmed. */
export const staffReasonSchema = z
  .string({ error: MESSAGE_CODES.staffReasonLength })
  .trim()
  .min(STAFF_REASON_MIN, MESSAGE_CODES.staffReasonLength)
  .max(STAFF_REASON_MAX, MESSAGE_CODES.staffReasonLength);

const plain = <A extends string>(action: A) =>
  z.strictObject({ action: z.literal(action), reason: staffReasonSchema });

/** `POST admin/users/{id}/actions`: one action with its reason and what it needs. */
export const staffActionBodySchema = z.discriminatedUnion('action', [
  plain('resendActivation'),
  plain('unlock'),
  plain('sendPasswordReset'),
  plain('resetTwoStep'),
  plain('signOutEverywhere'),
  z.strictObject({ action: z.literal('removePasskey'), reason: staffReasonSchema, passkeyId: z.uuid() }),
  z.strictObject({ action: z.literal('cancelTransfer'), reason: staffReasonSchema, transferId: z.uuid() }),
  z.strictObject({
    action: z.literal('correctPurchaseDate'),
    reason: staffReasonSchema,
    registeredProductId: z.number().int().positive(),
    purchaseDate: purchaseDateSchema,
  }),
]);
export type StaffActionBody = z.infer<typeof staffActionBodySchema>;

/** A day of the audit log's date range: YYYY-MM-DD, a day the calendar has. */
export const auditDaySchema = z.iso.date({ error: MESSAGE_CODES.auditDateInvalid });

/**
 * A range of days `from`–`to` (either end open) refused when it ends before it starts, on its `to`: the
 * server's query and the console's filter form say it alike.
 */
export const withAuditDaysInOrder = <
  S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>,
>(
  schema: S,
) =>
  schema.refine((days) => !days.from || !days.to || days.from <= days.to, {
    message: MESSAGE_CODES.auditDateOrder,
    path: ['to'],
  });

/** Whether the runtime knows the IANA time zone (`Asia/Tokyo`), as browsers and PostgreSQL name them. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * `GET admin/audit?userId=&userEmail=&staffId=&staffEmail=&action=&from=&to=&timeZone=&cursor=`
 * (docs/product.md#staff-audit): customer and staff member by account id or by the address the account has
 * now; `from` and `to` are days, both included, counted in `timeZone` (the viewer's, so the days match the
 * times the console shows; UTC without it).
 */
export const auditQuerySchema = withAuditDaysInOrder(
  z.object({
    userId: z.uuid().optional(),
    userEmail: z.string().trim().toLowerCase().min(1).max(254).optional(),
    staffId: z.uuid().optional(),
    staffEmail: z.string().trim().toLowerCase().min(1).max(254).optional(),
    action: z.enum(AUDIT_EVENTS).optional(),
    from: auditDaySchema.optional(),
    to: auditDaySchema.optional(),
    timeZone: z.string().max(64).refine(isTimeZone, MESSAGE_CODES.invalidValue).optional(),
    cursor: z.string().max(200).optional(),
  }),
);
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * `GET admin/staff?email=`: without it every account holding a role or a culture; with it, the account of that
 * address on the staff domain as a member (no roles yet when it holds none), so an admin can add it.
 */
export const staffListQuerySchema = z.object({ email: z.string().trim().toLowerCase().max(254).optional() });
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;

/** `PUT admin/staff/{userId}`: the account's whole set of roles and cultures (empty: no longer staff). */
export const staffGrantBodySchema = z.strictObject({
  roles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length),
  managingCultureCodes: z.array(z.string().min(2).max(20)).max(100),
});
export type StaffGrantBody = z.infer<typeof staffGrantBodySchema>;

/** `GET admin/texts/{cultureCode}?query=`: a key or a text to look for. */
export const textListQuerySchema = z.object({ query: z.string().trim().max(200).optional() });

/** `PUT admin/texts/{cultureCode}/{namespace}/{key}`: the draft. */
export const textDraftBodySchema = z.strictObject({ text: z.string().max(4000) });
export type TextDraftBody = z.infer<typeof textDraftBodySchema>;

/** Path of one text. */
export const textPathSchema = z.object({
  cultureCode: z.string().min(2).max(20),
  namespace: z.string().regex(/^[A-Za-z][\w-]{0,63}$/),
  key: z.string().min(1).max(200),
});
