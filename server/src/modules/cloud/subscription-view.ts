import {
  CLOUD_REFUND_WINDOW_DAYS,
  DAY_MS,
  hasCloudAccess,
  SUBSCRIPTION_TYPE,
  type SubscriptionResponse,
} from '@backstage/domain';
import { findOffer, productName } from './catalogue';
import type { SubscriptionRow } from './subscription-repo';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** docs/product.md#refunds: until when a first order may be refunded; null once past or for a trial. */
export function refundableUntil(row: SubscriptionRow, now: Date): Date | null {
  if (!row.firstOrderDate || row.type !== SUBSCRIPTION_TYPE.Standard || row.renewalAttempts > 0) return null;
  const until = new Date(row.firstOrderDate.getTime() + CLOUD_REFUND_WINDOW_DAYS * DAY_MS);
  return until > now && hasCloudAccess(row, now) ? until : null;
}

/** A subscription as `user-subscriptions` answers it. */
export function subscriptionView(row: SubscriptionRow, now: Date): SubscriptionResponse {
  const offer = row.offerId ? findOffer(row.offerId) : undefined;
  return {
    subscriptionId: row.id,
    offerId: row.offerId,
    name: offer?.name ?? productName('RC-ULTIMATE'),
    type: row.type,
    status: row.status,
    source: row.source,
    createDate: row.createDate.toISOString(),
    nextChargeDate: iso(row.nextChargeDate),
    endDate: iso(row.endDate),
    hasAccess: hasCloudAccess(row, now),
    priceCents: row.amountCents,
    currency: row.currency,
    cardLast4: row.cardLast4,
    refundableUntil: iso(refundableUntil(row, now)),
    cancellationReason: row.cancellationReason,
    cancellationComment: row.cancellationComment,
  };
}
