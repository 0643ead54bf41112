import { SUBSCRIPTION_STATUS as S, SUBSCRIPTION_SOURCE } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { completePurchase } from './billing-engine';
import { findOffer } from './catalogue';
import { findCheckout, finishCheckout } from './checkout-repo';
import { type FsOrder, type FsSubscription, refOf } from './fastspring-api';
import { insertPaymentOnce, isOrderRecorded } from './payment-repo';
import { findUserByProcessorAccount } from './processor-account-repo';
import { findByProcessorRef, type SubscriptionRow, updateSubscription } from './subscription-repo';
import { claimWebhookEvent } from './webhook-event-repo';

const NAME = 'fastspring';

/** One FastSpring event, its `subscription` and `order` already fetched when the webhook sent only ids. */
export interface FsEvent {
  id: string;
  type: string;
  subscription?: FsSubscription;
  order?: FsOrder;
}

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

const date = (ms: number | null | undefined) => (typeof ms === 'number' ? new Date(ms) : null);
const cents = (amount: number | undefined) =>
  typeof amount === 'number' ? Math.round(amount * 100) : undefined;
const tag = (tags: Record<string, unknown> | undefined, name: string) =>
  typeof tags?.[name] === 'string' ? (tags[name] as string) : undefined;
const productPath = (value: FsSubscription['product']) =>
  typeof value === 'string' ? value : value?.product;

/** The checkout a session was opened for (its tags), with the member and offer it names. */
async function checkoutOf(db: Queryable, tags: Record<string, unknown> | undefined) {
  const id = tag(tags, 'checkoutId');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const checkout = await findCheckout(db, id);
  return checkout?.processor === NAME ? checkout : undefined;
}

/**
 * subscription.activated: the first order of a plan was paid on FastSpring's checkout. The member and offer
 * come from the session's checkout (else the FastSpring account and product path); the period ends at
 * FastSpring's next charge. A subscription already recorded stays as it is.
 */
async function activated(deps: Deps, db: Queryable, sub: FsSubscription): Promise<EventOutcome> {
  if (await findByProcessorRef(db, NAME, sub.id)) return 'ignored';
  const checkout = await checkoutOf(db, sub.tags);
  const account = refOf(sub.account);
  const userId =
    checkout?.userId ?? (account ? await findUserByProcessorAccount(db, NAME, account) : undefined);
  const offer = findOffer(checkout?.offerId ?? productPath(sub.product) ?? '');
  if (!userId || offer?.kind !== 'membership') return 'ignored';
  const order = await completePurchase(db, {
    userId,
    offer,
    now: deps.clock.now(),
    processor: NAME,
    source: SUBSCRIPTION_SOURCE.FastSpring,
    processorRef: sub.id,
    ...(sub.initialOrderId ? { orderRef: sub.initialOrderId } : {}),
    card: { last4: null, token: null },
  });
  const next = date(sub.next);
  if (next && order.subscriptionId)
    await updateSubscription(db, order.subscriptionId, { nextChargeDate: next, endDate: next });
  if (checkout) await finishCheckout(db, checkout.id, true, order.subscriptionId);
  return 'applied';
}

/** order.completed: a lifetime key bought on FastSpring's checkout is issued (plans wait for activation). */
async function orderCompleted(deps: Deps, db: Queryable, order: FsOrder): Promise<EventOutcome> {
  const checkout = await checkoutOf(db, order.tags);
  const offer = findOffer(checkout?.offerId ?? order.items?.[0]?.product ?? '');
  if (!checkout || offer?.kind !== 'lifetime' || order.completed === false) return 'ignored';
  if (await isOrderRecorded(db, order.id)) return 'ignored';
  await completePurchase(db, {
    userId: checkout.userId,
    offer,
    now: deps.clock.now(),
    processor: NAME,
    source: SUBSCRIPTION_SOURCE.FastSpring,
    orderRef: order.id,
    card: { last4: order.payment?.cardEnding ?? null, token: null },
  });
  await finishCheckout(db, checkout.id, true, null);
  return 'applied';
}

/** subscription.charge.completed: a renewal was paid; the next period runs to FastSpring's next charge. */
async function chargeCompleted(
  deps: Deps,
  db: Queryable,
  local: SubscriptionRow,
  e: FsEvent,
): Promise<EventOutcome> {
  const order = e.order;
  if (!order || order.id === e.subscription?.initialOrderId) return 'ignored';
  const paid = await insertPaymentOnce(db, {
    userId: local.userId,
    subscriptionId: local.id,
    kind: 'renewal',
    status: 'paid',
    description: findOffer(local.offerId ?? '')?.name ?? 'Roland Cloud membership',
    amountCents: cents(order.total) ?? local.amountCents,
    currency: order.currency ?? local.currency,
    cardLast4: order.payment?.cardEnding ?? local.cardLast4,
    createDate: deps.clock.now(),
    processorRef: order.id,
  });
  if (!paid) return 'ignored';
  const next = date(e.subscription?.next) ?? local.nextChargeDate;
  await updateSubscription(db, local.id, {
    status: S.Subscribed,
    nextChargeDate: next,
    endDate: next,
    renewalAttempts: 0,
    ...(order.payment?.cardEnding ? { cardLast4: order.payment.cardEnding } : {}),
  });
  return 'applied';
}

/**
 * subscription.charge.failed: a declined renewal in billing history; FastSpring tries again on its own
 * schedule and access is kept until its next attempt (as the built-in retries do), until deactivation.
 */
async function chargeFailed(
  deps: Deps,
  db: Queryable,
  local: SubscriptionRow,
  e: FsEvent,
): Promise<EventOutcome> {
  const now = deps.clock.now();
  await insertPaymentOnce(db, {
    userId: local.userId,
    subscriptionId: local.id,
    kind: 'renewal',
    status: 'declined',
    description: findOffer(local.offerId ?? '')?.name ?? 'Roland Cloud membership',
    amountCents: cents(e.order?.total) ?? local.amountCents,
    currency: e.order?.currency ?? local.currency,
    cardLast4: e.order?.payment?.cardEnding ?? local.cardLast4,
    createDate: now,
    processorRef: e.order?.id ?? null,
  });
  const retry = date(e.subscription?.next);
  await updateSubscription(db, local.id, {
    renewalAttempts: local.renewalAttempts + 1,
    ...(retry && retry > now ? { nextChargeDate: retry, endDate: retry } : {}),
  });
  return 'applied';
}

/**
 * subscription.canceled: no further charges; access until FastSpring deactivates it. A cancel made in the
 * portal (Cancelled or NonRenew, with its reason) keeps its status; one made on FastSpring becomes Cancelled.
 */
async function canceled(db: Queryable, local: SubscriptionRow, sub: FsSubscription) {
  const end = date(sub.deactivationDate) ?? date(sub.next) ?? local.endDate;
  const ended = local.status === S.Cancelled || local.status === S.NonRenew || local.status === S.Expired;
  await updateSubscription(db, local.id, {
    ...(ended ? {} : { status: S.Cancelled }),
    nextChargeDate: null,
    ...(local.status === S.Expired ? {} : { endDate: end }),
  });
  return 'applied' as const;
}

/**
 * subscription.uncanceled: a cancel taken back on FastSpring before the period ended: Subscribed again, billed
 * at FastSpring's next charge, the cancellation reason cleared. An expired subscription stays expired.
 */
async function uncanceled(db: Queryable, local: SubscriptionRow, sub: FsSubscription): Promise<EventOutcome> {
  const next = date(sub.next);
  if (local.status !== S.Cancelled && local.status !== S.NonRenew) return 'ignored';
  if (!next) return 'ignored';
  await updateSubscription(db, local.id, {
    status: S.Subscribed,
    nextChargeDate: next,
    endDate: next,
    cancellationReason: null,
    cancellationComment: null,
  });
  return 'applied';
}

/** subscription.deactivated: the subscription is over (after cancel or failed retries): Expired, access ends. */
async function deactivated(deps: Deps, db: Queryable, local: SubscriptionRow) {
  const now = deps.clock.now();
  await updateSubscription(db, local.id, {
    status: S.Expired,
    nextChargeDate: null,
    endDate: local.endDate && local.endDate < now ? local.endDate : now,
  });
  return 'applied' as const;
}

/**
 * Applies one FastSpring event in its own transaction (docs/decisions/026-fastspring-adapter.md). The event id
 * is claimed first: a redelivered event answers 'duplicate' and changes nothing. Events for a subscription
 * the portal does not know, and types it does not use, are recorded and ignored.
 */
export function applyFastSpringEvent(deps: Deps, event: FsEvent): Promise<EventOutcome> {
  return deps.db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, NAME, event.id, event.type))) return 'duplicate';
    if (event.type === 'order.completed')
      return event.order ? orderCompleted(deps, tx, event.order) : 'ignored';
    const sub = event.subscription;
    if (!sub) return 'ignored';
    if (event.type === 'subscription.activated') return activated(deps, tx, sub);
    const local = await findByProcessorRef(tx, NAME, sub.id);
    if (!local) return 'ignored';
    switch (event.type) {
      case 'subscription.charge.completed':
        return chargeCompleted(deps, tx, local, event);
      case 'subscription.charge.failed':
        return chargeFailed(deps, tx, local, event);
      case 'subscription.canceled':
        return canceled(tx, local, sub);
      case 'subscription.uncanceled':
        return uncanceled(tx, local, sub);
      case 'subscription.deactivated':
        return deactivated(deps, tx, local);
      default:
        return 'ignored';
    }
  });
}
