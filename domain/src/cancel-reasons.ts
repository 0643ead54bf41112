import { CANCEL_REASONS, CANCEL_REASONS_SHORT } from './enums';

/** One of the seven reasons the member picks (docs/product.md#cancel-subscription). */
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The short set the cancel call carries (docs/product.md#cloud-enumerations). */
export type CancelCallReason = (typeof CANCEL_REASONS_SHORT)[number];

/** The seven reasons folded into the cancel call's short set; "other" has none. */
export const CANCEL_REASON_CATEGORY: Record<CancelReason, CancelCallReason | null> = {
  'too expensive': 'financial',
  'dislike instrument selection': 'instruments',
  'not enough variety': 'instruments',
  'not satisfied with the manager app': 'quality',
  "don't use enough": 'disuse',
  'missing features': 'quality',
  other: null,
};

/** The cancel call's comment holds at most 1,000 characters; the reason and ": " go before the details. */
export const CANCEL_DETAILS_MAX_LENGTH = 1000 - Math.max(...CANCEL_REASONS.map((r) => r.length)) - 2;

/**
 * docs/product.md#cancel-subscription: the cancel call for a reason picked in the dialog carries its short
 * value, and the long reason (with the member's details after ": ") as the comment, so the short set the
 * call knows loses nothing of what the member said. "other" has no short value: its comment says it.
 */
export function cancelCallReason(
  reason: CancelReason,
  details?: string,
): { reason?: CancelCallReason; comment: string } {
  const comment = details?.trim() ? `${reason}: ${details.trim()}` : reason;
  const short = CANCEL_REASON_CATEGORY[reason];
  return short ? { reason: short, comment } : { comment };
}

const isLongReason = (value: string): value is CancelReason =>
  (CANCEL_REASONS as readonly string[]).includes(value);

/**
 * The reason to show for a cancelled subscription: the long reason its comment starts with (as
 * `cancelCallReason` writes it, and of the kept short value), else the kept reason itself: a long one from a
 * client that sent it, or a short one whose comment was wiped (put-anonymize) or said otherwise.
 */
export function shownCancelReason(
  reason: string | null,
  comment: string | null,
): CancelReason | CancelCallReason | null {
  if (reason && isLongReason(reason)) return reason;
  const long = CANCEL_REASONS.find(
    (r) => (comment === r || comment?.startsWith(`${r}: `)) && CANCEL_REASON_CATEGORY[r] === (reason ?? null),
  );
  if (long) return long;
  return reason && (CANCEL_REASONS_SHORT as readonly string[]).includes(reason)
    ? (reason as CancelCallReason)
    : null;
}
