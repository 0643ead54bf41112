import { randomInt } from 'node:crypto';
import {
  addMonths,
  CLOUD_RENEWAL_RETRY_DAYS,
  type CloudOffer,
  DAY_MS,
  SUBSCRIPTION_STATUS as S,
  SUBSCRIPTION_TYPE as T,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { insertKey } from './key-repo';
import { type LocalPrice, localColumns, priceIn } from './local-price';
import { insertPayment } from './payment-repo';
import {
  insertSubscription,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-repo';
import { cardPays } from './test-cards';

export interface Card {
  last4: string | null;
  /** How the built-in processor's card behaves, or the outside processor's own reference. */
  token: string | null;
}

export interface PaidOrder {
  subscriptionId: string | null;
  key: string | null;
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A lifetime key: four groups of four letters and digits that cannot be misread (no 0/O, 1/I). */
export function newKey(): string {
  const group = () => Array.from({ length: 4 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

/**
 * Records a paid first order (docs/product.md#subscriptions): a membership starts its first period (a
 * running trial becomes the paid subscription: trial → subscribed), a lifetime key is issued to the buyer.
 */
export async function completePurchase(
  db: Queryable,
  input: {
    userId: string;
    offer: CloudOffer;
    card: Card;
    now: Date;
    processor: string;
    source: number;
    processorRef?: string;
    /** The outside processor's order id of this first charge. */
    orderRef?: string;
    /** The built-in processor's charge in the member's currency (docs/decisions/065-*). */
    local?: LocalPrice;
  },
): Promise<PaidOrder> {
  const { userId, offer, card, now } = input;
  // The order's payment: for a lifetime key, or for the plan it starts.
  const payOrder = (subscriptionId: string | null) =>
    insertPayment(db, {
      userId,
      subscriptionId,
      kind: 'order',
      status: 'paid',
      description: offer.name,
      amountCents: offer.priceCents,
      currency: offer.currency,
      cardLast4: card.last4,
      createDate: now,
      processorRef: input.orderRef ?? null,
      ...localColumns(input.local),
    });
  if (offer.kind === 'lifetime') {
    const paymentId = await payOrder(null);
    const key = newKey();
    await insertKey(db, { key, productCode: offer.productCode, buyerId: userId, paymentId });
    return { subscriptionId: null, key };
  }
  const periodEnd = addMonths(now, offer.periodMonths ?? 1);
  const fields = {
    type: T.Standard,
    status: S.Subscribed,
    source: input.source,
    offerId: offer.offerId,
    processor: input.processor,
    processorRef: input.processorRef ?? null,
    cardLast4: card.last4,
    cardToken: card.token,
    amountCents: offer.priceCents,
    currency: offer.currency,
    periodMonths: offer.periodMonths,
    nextChargeDate: periodEnd,
    endDate: periodEnd,
    firstOrderDate: now,
    localCurrency: input.local?.currency ?? null,
  };
  const trial = (await listSubscriptions(db, userId)).find(
    (s) => s.type === T.Trial && s.status === S.Subscribed && s.endDate && s.endDate > now,
  );
  const sub = trial
    ? await updateSubscription(db, trial.id, fields)
    : await insertSubscription(db, { ...fields, userId, createDate: now });
  await payOrder(sub.id);
  return { subscriptionId: sub.id, key: null };
}

/**
 * docs/product.md#renewals: charges a due renewal with the stored card. Paid: the next period starts where
 * the last one ended. Declined: tried again after 1 and 3 days (access kept meanwhile), then Expired.
 */
export async function renew(
  db: Queryable,
  sub: SubscriptionRow,
  name: string,
  now: Date,
): Promise<'paid' | 'retry' | 'expired'> {
  const due = sub.nextChargeDate ?? now;
  const paid = cardPays(sub.cardToken ?? '', 'renewal');
  // In the first order's currency, at the rate of the renewal's day.
  const local = await priceIn(db, sub.localCurrency, sub.amountCents, now);
  await insertPayment(db, {
    userId: sub.userId,
    subscriptionId: sub.id,
    kind: 'renewal',
    status: paid ? 'paid' : 'declined',
    description: name,
    amountCents: sub.amountCents,
    currency: sub.currency,
    cardLast4: sub.cardLast4,
    createDate: now,
    ...localColumns(local),
  });
  if (paid) {
    // On time (or late after downtime) the next period starts at the due date; after retries, now.
    const periodStart = sub.renewalAttempts > 0 ? now : due;
    let next = addMonths(periodStart, sub.periodMonths ?? 1);
    while (next <= now) next = addMonths(next, sub.periodMonths ?? 1);
    await updateSubscription(db, sub.id, { nextChargeDate: next, endDate: next, renewalAttempts: 0 });
    return 'paid';
  }
  const retryDays = CLOUD_RENEWAL_RETRY_DAYS[sub.renewalAttempts];
  if (retryDays === undefined) {
    await updateSubscription(db, sub.id, { status: S.Expired, nextChargeDate: null, endDate: now });
    return 'expired';
  }
  const retryAt = new Date(now.getTime() + retryDays * DAY_MS);
  await updateSubscription(db, sub.id, {
    nextChargeDate: retryAt,
    endDate: retryAt,
    renewalAttempts: sub.renewalAttempts + 1,
  });
  return 'retry';
}
