import { MESSAGES, type MessageCode, messageCodeOf } from './schemas/messages';
import { STAFF_CONSOLE_ERRORS } from './staff-console/errors';

/** error catalogue (docs/product.md#error-catalogue): typed codes shared by server and web, with HTTP status and the spec's text. */
/**
 * The two refusals the web app makes itself, before a call goes out (nobody signed in, a refused refresh):
 * apart from the catalogue, whose texts the sign-in page would otherwise carry (bench/README.md, stop 41).
 */
export const SIGNED_OUT_ERRORS = {
  TOKEN_EXPIRED: { status: 401, message: 'Token has expired. Please login again.' },
  UNAUTHORIZED: { status: 401, message: 'Please log in' },
} as const;

export const ERRORS = {
  INCORRECT_CREDENTIALS: { status: 401, message: 'Incorrect username or password.' },
  NOT_ACTIVATED: { status: 403, message: 'Account has not been activated.' },
  INVALID_INPUT: { status: 400, message: 'Invalid input.' },
  INVALID_PARAMETERS: { status: 400, message: 'Invalid parameters.' },
  HELP_CENTER_LOGIN_FAILED: { status: 401, message: 'Error: Failed to log in. Please try again.' },
  HELP_CENTER_LOGIN_FAILED_DRUM: { status: 401, message: 'Error: Please try again.' },
  EMAIL_EXISTS: { status: 409, message: 'An account with the given email already exists.' },
  NEEDS_MIGRATION: { status: 409, message: 'This account needs to be reactivated.' },
  USER_DOES_NOT_EXIST: { status: 404, message: 'User Does Not Exist' },
  RESET_CODE_EXPIRED: {
    status: 400,
    message: 'Your request has been expired. Please request a reset password again.',
  },
  ATTEMPT_LIMIT_EXCEEDED: { status: 429, message: 'Attempt limit exceeded. Please try again later.' },
  INCORRECT_CURRENT_PASSWORD: { status: 400, message: 'Incorrect current password.' },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Product not found.' },
  PRODUCT_NOT_IN_REGION: {
    status: 400,
    message: 'Sorry, this product cannot be added in your Region/Country.',
  },
  // docs/product.md#parts-internal-access, ADR 071.
  PARTS_NEED_INTERNAL_ACCESS: { status: 403, message: MESSAGES.partsNeedInternalAccess },
  PRODUCT_ALREADY_REGISTERED: {
    status: 409,
    message: 'This product has been added to your Roland Account. Thank you!',
  },
  PRODUCT_REGISTRATION_FAILED: {
    status: 500,
    message: 'Sorry, the product could not be registered. Please try again from the registration page.',
  },
  QR_REGISTRATION_FAILED: { status: 400, message: 'Sorry, this QR code could not be registered.' },
  SURVEY_NOT_FOUND: { status: 404, message: 'Survey not found.' },
  // Texts below are ours where docs/product.md#error-catalogue names the situation without a text.
  ARTICLE_NOT_FOUND: { status: 404, message: 'Article not found.' },
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  CONNECTED_APP_NOT_FOUND: { status: 404, message: 'Connected app not found.' },
  CONSENT_EXPIRED: { status: 400, message: 'This request has expired. Go back to the app and try again.' },
  RESEND_EMAIL_NOT_FOUND: { status: 404, message: 'No account was found for this email.' },
  INVALID_CODE: { status: 400, message: 'Invalid code. Please try again.' },
  ACTIVATION_EXPIRED: {
    status: 400,
    message: 'Your activation link has expired. Please request a new one.',
  },
  INVALID_SECURITY_TOKEN: { status: 401, message: 'Invalid security token.' },
  ENTITLEMENT_NOT_FOUND: { status: 404, message: 'The key or serial number was not found.' },
  ENTITLEMENT_ALREADY_REGISTERED: {
    status: 409,
    message: 'This key or serial number has already been registered.',
  },
  ENTITLEMENT_UNABLE_TO_REGISTER: {
    status: 422,
    message: 'Unable to register. Please contact support.',
  },
  INVALID_ACTIVATION_KEY: { status: 400, message: 'Invalid activation key.' },
  ACTIVE_SUBSCRIPTIONS: {
    status: 409,
    message: 'Accounts with active subscriptions cannot be deleted. Please contact support.',
  },
  // Roland Cloud billing (docs/product.md#roland-cloud); texts ours.
  TRIAL_ALREADY_USED: { status: 409, message: 'The free trial is only for first-time members.' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'You already have an active membership.' },
  OFFER_NOT_FOUND: { status: 404, message: 'This offer is not available.' },
  CARD_DECLINED: { status: 402, message: 'Your card was declined. Please use another card.' },
  CARD_INVALID: { status: 400, message: 'Please check the card number, expiry date and security code.' },
  REFUND_WINDOW_CLOSED: {
    status: 409,
    message: 'A refund is possible within 7 days of the first order only.',
  },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: 'Subscription not found.' },
  SUBSCRIPTION_ENDED: { status: 409, message: 'This subscription has already ended.' },
  CHECKOUT_NOT_FOUND: {
    status: 404,
    message: 'This checkout is no longer open. Please start again from the memberships page.',
  },
  LOYALTY_NO_PICK: { status: 409, message: 'No instrument pick is available.' },
  LOYALTY_FINAL: { status: 409, message: 'Your instrument choice is final.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Invalid signature.' },
  TRANSACTION_ALREADY_STARTED: { status: 409, message: 'Please try again in a moment.' },
  SMARTPHONE_ONLY: { status: 400, message: 'Smartphone only.' },
  STATE_MISMATCH: { status: 400, message: 'State mismatch.' },
  MISSING_CODE_VERIFIER: { status: 400, message: 'Missing code verifier.' },
  ULA_INIT_FAILED: { status: 500, message: 'Failed to initialize ULA.' },
  EXTERNAL_ID_EXISTS: { status: 409, message: 'An id is already stored for this service.' },
  EXTERNAL_ID_NOT_FOUND: { status: 404, message: 'No id is stored for this service.' },
  PASS_CODE_NOT_FOUND: { status: 404, message: 'This Backstage Pass code does not exist.' },
  PASS_CODE_USED: { status: 409, message: 'This Backstage Pass code has already been used.' },
  PASS_CODE_EXPIRED: { status: 410, message: 'This Backstage Pass code has expired.' },
  FEED_NEXT_PAGE_NOT_FOUND: { status: 404, message: 'Not found youtube next page token' },
  SORRY_TRY_AGAIN: { status: 500, message: 'Sorry, please try again.' },
  TOKEN_EXPIRED: SIGNED_OUT_ERRORS.TOKEN_EXPIRED,
  SESSION_ERROR: { status: 401, message: 'Session error.' },
  UNAUTHORIZED: SIGNED_OUT_ERRORS.UNAUTHORIZED,
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid Credentials' },
  INVALID_CLIENT_ID: { status: 400, message: 'Failed: Invalid client ID' },
  NO_USER_ID: { status: 400, message: 'Failed: No UserId' },
  INVALID_MODEL_CODE: { status: 400, message: 'Failed: Invalid ModelCode' },
  INVALID_REDIRECT_URI: { status: 400, message: 'Invalid redirect URI.' },
  INVALID_URL: { status: 400, message: 'Invalid url. Please try again.' },
  REGION_NOT_AVAILABLE: {
    status: 403,
    message: 'Sorry this service is not available in your Region/Country.',
  },
  NOT_ROLAND_ACCOUNT: { status: 403, message: 'Not Roland Account' },
  TWO_STEP_ALREADY_ON: { status: 409, message: 'Two-step sign-in is already on.' },
  TWO_STEP_NOT_SET_UP: { status: 409, message: 'Set up two-step sign-in first.' },
  TWO_STEP_NOT_ON: { status: 409, message: 'Two-step sign-in is not on.' },
  MFA_TOKEN_EXPIRED: { status: 401, message: 'Your sign-in has expired. Please sign in again.' },
  ALERT_LINK_EXPIRED: { status: 400, message: 'This link has expired or has already been used.' },
  // Passkeys (docs/product.md#passkeys); texts ours.
  PASSKEY_CHALLENGE_EXPIRED: {
    status: 401,
    message: 'This passkey request has expired or was already used. Please try again.',
  },
  PASSKEY_NOT_VERIFIED: {
    status: 401,
    message: 'This passkey could not be verified. Please try again or sign in with your password.',
  },
  PASSKEY_NOT_ADDED: { status: 400, message: 'This passkey could not be added. Please try again.' },
  PASSKEY_ALREADY_ADDED: { status: 409, message: 'This passkey has already been added.' },
  PASSKEY_LIMIT_REACHED: { status: 409, message: 'You can add up to 20 passkeys.' },
  PASSKEY_NOT_FOUND: { status: 404, message: 'Passkey not found.' },
  // Adding a passkey, turning two-step off, changing the e-mail (docs/product.md#re-authentication); text ours.
  REAUTH_REQUIRED: {
    status: 403,
    message: 'Please confirm it’s you with your password or a two-step code.',
  },
  // Handing gear on (docs/product.md#gear-transfer); texts ours.
  GEAR_TRANSFER_NOT_FOUND: { status: 404, message: 'This transfer does not exist.' },
  GEAR_TRANSFER_OTHER_ACCOUNT: {
    status: 403,
    message: 'This product was offered to another e-mail address. Sign in with that address to accept it.',
  },
  GEAR_TRANSFER_CLOSED: { status: 409, message: 'This transfer is no longer open.' },
  GEAR_TRANSFER_EXPIRED: {
    status: 410,
    message: 'This transfer has expired. Ask the owner to hand the product on again.',
  },
  GEAR_TRANSFER_PENDING: {
    status: 409,
    message: 'This product is already being handed on. Cancel that transfer first.',
  },
  GEAR_TRANSFER_TO_SELF: { status: 400, message: 'This product is already yours.' },
  REGISTRATION_BEING_HANDED_ON: {
    status: 409,
    message: 'This product is being handed on. Cancel the transfer before changing its registration.',
  },
  PURCHASE_DATE_FIXED: {
    status: 409,
    message:
      'The purchase date was set when this product was first registered and cannot be changed. Please contact support to correct it.',
  },
  // One current owner per unit (docs/product.md#unit-ownership, ADR 093): a completed registration does not
  // move onto a unit another account holds; registering it anew starts the dispute path instead.
  UNIT_REGISTERED_ELSEWHERE: {
    status: 409,
    message:
      'This product with this serial number is registered to another account. Register it as a new product to ask support to check who owns it.',
  },
  GEAR_TRANSFER_INCOMPLETE: {
    status: 400,
    message: 'Complete the registration before handing the product on.',
  },
  ...STAFF_CONSOLE_ERRORS,
  FORBIDDEN: { status: 403, message: 'Forbidden.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported media type.' },
  TRY_AGAIN: { status: 503, message: 'Please try again in a moment.' },
  SERVICE_NOT_AVAILABLE: { status: 503, message: 'This service is not available.' },
  INTERNAL: { status: 500, message: 'Exception error occurred.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** One field's validation message. */
export interface FieldError {
  field: string;
  message: string;
  /** The message's code (`MESSAGES`) when it has one, for clients that word it in their own language. */
  code?: MessageCode;
}

/** The contract's error body. */
export interface ApiError {
  code: ErrorCode | string;
  message: string;
  fields?: FieldError[];
  /** The request's W3C trace id, the reference support finds its log lines by (docs/decisions/091-*). */
  traceId?: string;
}

/** True for a code of the catalogue. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The error body for a catalogue code. */
export function apiError(code: ErrorCode, fields?: FieldError[]): ApiError {
  const message = ERRORS[code].message;
  return fields ? { code, message, fields: fields.map(apiFieldError) } : { code, message };
}

/** A field error as the API gives it: the en-US text, plus the message code when it has one. */
export function apiFieldError({ field, message }: FieldError): FieldError {
  const code = messageCodeOf(message);
  return code ? { field, message: MESSAGES[code], code } : { field, message };
}

/** docs/product.md#error-display: the text shown is the response message, then its error, then the error's own message. */
export function errorText(error: unknown, fallback: string = ERRORS.INTERNAL.message): string {
  if (error && typeof error === 'object') {
    const e = error as { response?: { data?: { message?: unknown; error?: unknown } }; message?: unknown };
    for (const candidate of [e.response?.data?.message, e.response?.data?.error, e.message]) {
      if (typeof candidate === 'string' && candidate.length > 0) return candidate;
    }
  }
  return fallback;
}

// docs/product.md#deleted-account "Deleted account": the texts by which a response reveals that the signed-in user is gone.
const DELETED_ACCOUNT_PATTERNS = [
  /UserNotFoundException/,
  /entity[- ]not[- ]found.*\bUser\b/i,
  /\b(User|Rcp) id .* was not found/,
];

/** True when an error text means the signed-in account was deleted (deleted-account handling, docs/product.md#deleted-account). */
export function isDeletedAccountError(text: string): boolean {
  return DELETED_ACCOUNT_PATTERNS.some((pattern) => pattern.test(text));
}
