// The staff console's roles and what each may do (docs/product.md#staff-console, ADR 079).

/** Roles a staff account (an address on `STAFF_EMAIL_DOMAIN`) may hold. */
export const STAFF_ROLES = ['support', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What support may do on a customer's account; each needs a reason and is audited. */
export const STAFF_ACTIONS = [
  'resendActivation',
  'unlock',
  'sendPasswordReset',
  'resetTwoStep',
  'removePasskey',
  'signOutEverywhere',
  'cancelTransfer',
  'correctPurchaseDate',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/**
 * Actions that take something away from the customer or change their data: they need the re-authentication
 * proof (`X-Reauth-Token`) besides the staff session (docs/product.md#re-authentication).
 */
export const DESTRUCTIVE_STAFF_ACTIONS: readonly StaffAction[] = [
  'resetTwoStep',
  'removePasskey',
  'signOutEverywhere',
  'cancelTransfer',
  'correctPurchaseDate',
];

/** Actions the customer is mailed about (en-US and ja-JP mail texts). */
export const MAILED_STAFF_ACTIONS: readonly StaffAction[] = [
  'resetTwoStep',
  'removePasskey',
  'signOutEverywhere',
];

/** What the audit log records: the actions, and the console's own events. */
export const AUDIT_EVENTS = [
  ...STAFF_ACTIONS,
  'viewAccount',
  'changeStaff',
  'publishTexts',
  'revertText',
  'answerTicket',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** A reason is free text of this many characters (trimmed). */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;

/** Minutes without use of the console after which its session ends (the customer-side session stays). */
export const STAFF_IDLE_MINUTES = 30;

/** Rows per page of the customer search and of the audit log. */
export const STAFF_SEARCH_PAGE = 20;
export const AUDIT_PAGE = 50;

/** Sign-ins shown in the account view. */
export const ACCOUNT_VIEW_SIGN_INS = 20;

/** Seconds a process may serve published culture texts before it reads them again. */
export const TEXTS_CACHE_SECONDS = 60;

/** Whether a role list grants a role; `admin` does not imply the others (each is granted on its own). */
export const hasStaffRole = (roles: readonly string[], role: StaffRole): boolean => roles.includes(role);
