/**
 * An e-mail address as accounts keep and look it up: trimmed and lower-cased, so `Aiko@Example.com ` and
 * `aiko@example.com` are one account (docs/product.md#sign-up), one mail budget and one trial use.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * E-mail changes one account may start a day (docs/product.md#email-change): each mails a code to an address
 * the account typed, so it is budgeted like every mail a user causes to another address (issue 42.2, ADR 074,
 * 093); someone moving to a new address needs one or two.
 */
export const EMAIL_CHANGES_PER_ACCOUNT_PER_DAY = 5;
