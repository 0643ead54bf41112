import { activeSessionSchema } from '../responses/security-centre';
import { z } from '../schemas/zod';
import { WARRANTY_STATUSES } from '../warranty';
import { AUDIT_EVENTS, STAFF_ACTIONS, STAFF_ROLES } from './roles';

// Answers of the staff console (docs/product.md#staff-console). Nothing here carries a password hash, a TOTP
// secret, a recovery code, a token or a mail code: the console never reads them (ADR 080).

export const customerStateSchema = z.enum(['unactivated', 'active', 'locked']);

/** One customer found by `GET admin/users`. */
export const staffUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  state: customerStateSchema,
});
export const staffUserSearchResponseSchema = z.object({
  data: z.array(staffUserRowSchema),
  next: z.string().nullable().describe('Cursor of the next page; null on the last'),
});
export type StaffUserSearchResponse = z.infer<typeof staffUserSearchResponseSchema>;

const at = z.string().describe('ISO time');

/** `GET admin/users/{id}`: the account view support acts from. */
export const accountViewResponseSchema = z.object({
  profile: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    cultureCode: z.string(),
    country: z.string().nullable(),
    brand: z.string(),
    created: at,
  }),
  state: z.object({
    status: customerStateSchema,
    lockedUntil: z
      .string()
      .nullable()
      .describe(
        'ISO time the sign-in lock ends, the later of the password and two-step locks; null unless locked',
      ),
    twoStep: z.boolean(),
    passkeys: z.number().int(),
  }),
  signIns: z.array(
    z.object({
      at,
      kind: z.string(),
      client: z.string(),
      device: z.string(),
      browser: z.string(),
      country: z.string(),
    }),
  ),
  sessions: z
    .array(activeSessionSchema)
    .describe('Open sessions, as the customer’s security centre lists them'),
  passkeys: z.array(
    z.object({ id: z.string(), name: z.string(), created: at, lastUsed: z.string().nullable() }),
  ),
  registeredProducts: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      serial: z.string().nullable(),
      status: z.string(),
      purchaseDate: z.string().nullable().describe('YYYY-MM-DD'),
      warranty: z.object({ status: z.enum(WARRANTY_STATUSES), endsOn: z.string().nullable() }),
      openTransfer: z
        .object({ id: z.string(), recipientEmail: z.string(), created: at, expiresAt: at })
        .nullable(),
    }),
  ),
  tickets: z.array(z.object({ id: z.number().int(), subject: z.string(), status: z.string(), created: at })),
  subscriptions: z.array(
    z.object({
      id: z.string(),
      plan: z.string(),
      status: z.string(),
      created: at,
      endsAt: z.string().nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.string(),
      kind: z.string().describe('order, renewal or refund'),
      description: z.string(),
      amount: z.string().describe('Decimal amount, e.g. 9.99'),
      currency: z.string(),
      status: z.string(),
      created: at,
    }),
  ),
});
export type AccountViewResponse = z.infer<typeof accountViewResponseSchema>;

/** A staff member's own admin record (`GET admin/users/{their own id}`, spec §7): who they are in the console. */
export const staffSelfResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  managingCultureCodes: z.array(z.string()),
  secondFactor: z.boolean().describe('Whether this session passed two-step sign-in or a passkey'),
});
export type StaffSelfResponse = z.infer<typeof staffSelfResponseSchema>;

/** `POST admin/users/{id}/actions`. */
export const staffActionResponseSchema = z.object({
  status: z.literal('done'),
  action: z.enum(STAFF_ACTIONS),
});

/** One audit entry. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at,
  staffId: z.string().nullable(),
  staffEmail: z.string(),
  role: z.string(),
  action: z.enum(AUDIT_EVENTS),
  userId: z.string().nullable(),
  userEmail: z.string().nullable().describe('The address the customer account has now; null once it is gone'),
  reason: z.string().nullable(),
  detail: z.string().nullable().describe('What the event touched, e.g. the passkey or culture'),
  clientAddress: z
    .string()
    .describe('Where the call came from: an IPv4 address, or the /64 prefix of an IPv6 one'),
});
export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  next: z.string().nullable(),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

/** One staff account with its roles. */
export const staffMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  managingCultureCodes: z.array(z.string()),
});
export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

/** One text key of a culture as the content role edits it. */
export const cultureTextSchema = z.object({
  namespace: z.string(),
  key: z.string(),
  source: z.string().describe('The English (en-US) text'),
  shipped: z.string().nullable().describe('The culture’s shipped translation; null when it has none'),
  override: z.string().nullable().describe('The staff text (draft or published); null when none'),
  published: z.boolean().describe('Whether the override is what visitors see'),
  sourceChanged: z
    .boolean()
    .describe('The shipped English or translation changed after the override was written: check it'),
  unreviewed: z
    .boolean()
    .describe(
      'The shipped translation is machine-made and no content editor has published a text for the key yet (ADR 085)',
    ),
});
export const cultureTextListResponseSchema = z.object({ data: z.array(cultureTextSchema) });
export type CultureTextListResponse = z.infer<typeof cultureTextListResponseSchema>;

export const publishResponseSchema = z.object({ published: z.number().int(), version: z.string() });

/** `GET texts/{cultureCode}` (public): the published overrides of a culture, by namespace and key. */
export const publishedTextsResponseSchema = z.object({
  version: z.string(),
  updateDate: z.string().nullable(),
  messages: z.record(z.string(), z.record(z.string(), z.string())),
});
export type PublishedTextsResponse = z.infer<typeof publishedTextsResponseSchema>;

/** `GET users/{id}/staffActions`: what staff did on the caller's account. */
export const staffActionsResponseSchema = z.object({
  data: z.array(z.object({ at, action: z.enum(STAFF_ACTIONS), reason: z.string() })),
});
export type StaffActionsResponse = z.infer<typeof staffActionsResponseSchema>;
