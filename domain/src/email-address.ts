/**
 * An e-mail address as accounts keep and look it up: trimmed and lower-cased, so `Aiko@Example.com ` and
 * `aiko@example.com` are one account (docs/product.md#sign-up), one mail budget and one trial use.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
