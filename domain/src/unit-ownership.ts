/**
 * One unit, one current owner (docs/product.md#unit-ownership, docs/decisions/093-*): a unit is a product of
 * the catalogue with a serial, and its current owner is the one account holding a complete registration of it.
 * Another account registering the same product and serial gets a pending registration that is disputed: no
 * warranty runs for it, support is told with a ticket and the current owner with a mail that names nobody.
 */

/** A disputed registration's `ownership` in the API. */
export const OWNERSHIP_DISPUTED = 'disputed' as const;

/**
 * Disputes one account may start a day: each one mails a current owner and files a ticket, and each answers
 * whether a serial is registered to someone; a member who bought used gear needs one or two.
 */
export const OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY = 3;
/** The same over every account from one client address (off with `CLIENT_ADDRESS_LIMITS=off`, as the others). */
export const OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY = 6;
