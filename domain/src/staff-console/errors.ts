// Error codes of the staff console (docs/product.md#staff-console); part of the catalogue (`ERRORS`).
export const STAFF_CONSOLE_ERRORS = {
  STAFF_ROLE_REQUIRED: { status: 403, message: 'Your account does not have the staff role for this.' },
  STAFF_SECOND_FACTOR_REQUIRED: {
    status: 403,
    message:
      'The staff console needs two-step sign-in. Turn on two-step sign-in (or sign in with a passkey), then sign in again.',
  },
  STAFF_SESSION_EXPIRED: {
    status: 403,
    message: 'Your console session ended after 30 minutes without use. Please confirm it’s you to continue.',
  },
  STAFF_DOMAIN_ONLY: {
    status: 400,
    message: 'Staff roles are only for accounts on the maker’s own mail domain.',
  },
  STAFF_USER_NOT_FOUND: { status: 404, message: 'There is no account with this id.' },
  CULTURE_NOT_MANAGED: { status: 403, message: 'You do not manage the texts of this culture.' },
  TEXT_NOT_FOUND: { status: 404, message: 'There is no such text.' },
  TEXT_OVERRIDE_INVALID: { status: 400, message: 'This text cannot be saved.' },
  STAFF_ACTION_NOT_APPLICABLE: {
    status: 409,
    message: 'This action does not apply to the account as it is now.',
  },
} as const;
