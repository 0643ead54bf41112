import {
  type CancelSubscriptionInput,
  CLOUD_FREE_TRIAL_DAYS,
  DAY_MS,
  hasCloudAccess,
  isActiveSubscription,
  mayStartFreeTrial,
  type RuleStatus,
  SUBSCRIPTION_STATUS as S,
  SUBSCRIPTION_SOURCE,
  type SubscriptionResponse,
  SUBSCRIPTION_TYPE as T,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { lockUser } from '../accounts';
import { findOffer } from './catalogue';
import { type CheckoutRow, openCheckout, supersedeCheckout } from './checkout-repo';
import { priceIn } from './local-price';
import { findFirstOrder, insertPayment } from './payment-repo';
import type { CheckoutBuyer, PaymentProcessor } from './processor';
import { checkoutProcessor, processorFor } from './processors';
import {
  anonymize,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  type SubscriptionRow,
  updateSubscription,
} from './subscription-repo';
import { refundableUntil, subscriptionView } from './subscription-view';
import { rememberTrialUse, trialUsedByAddress } from './trial-use';

/**
 * `user-subscriptions`: every subscription of the user, newest first, with its price in the currency its
 * renewals are charged in at today's rate (docs/decisions/065-*), so the account page names that amount.
 */
export async function userSubscriptions(deps: Deps, userId: string): Promise<SubscriptionResponse[]> {
  const now = deps.clock.now();
  const rows = await listSubscriptions(deps.db, userId);
  return Promise.all(
    rows.map(async (row) => ({
      ...subscriptionView(row, now),
      local: (await priceIn(deps.db, row.localCurrency, row.amountCents, now)) ?? null,
    })),
  );
}

/**
 * docs/product.md#account-deletion: whether the user has an active subscription by the billing clock (the
 * one rule for deleting the account and for put-anonymize; accounts asks it through `app.ts`).
 */
export async function hasActiveSubscription(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  const now = deps.clock.now();
  return (await listSubscriptions(deps.db, userId)).some((row) => isActiveSubscription(row, now));
}

/** The portal account as the gateway's member: its id and its address. */
type Member = Pick<CheckoutBuyer, 'id' | 'email'>;

/**
 * Account deletion's hook: card details and comments go and the billing history stays, with no user (ADR 040).
 * A member who had any subscription is no first-time member: the address it has now (maybe not the one the
 * trial started on) keeps the trial used for a new account on it (ADR 061).
 */
export async function anonymizeDeletedMember(deps: Deps, db: Queryable, member: Member): Promise<void> {
  if ((await listSubscriptions(db, member.id)).length > 0) await rememberTrialUse(deps, db, member.email);
  await anonymize(db, member.id);
}

const isMembership = (row: SubscriptionRow) => row.periodMonths !== null || row.type === T.Trial;

/** The processor's page for a checkout; when the processor fails (503) the checkout is closed again. */
async function pageOf(
  deps: Deps,
  processor: PaymentProcessor,
  checkout: CheckoutRow,
  user: CheckoutBuyer,
  appClient = false,
) {
  try {
    return await processor.checkoutUrl(checkout, user, { appClient });
  } catch (error) {
    await supersedeCheckout(deps.db, checkout.id);
    throw error;
  }
}

/** Whether the member may start the free trial: no subscription ever, and none on this address before. */
async function trialAvailable(deps: Deps, db: Queryable, member: Member, rows: SubscriptionRow[]) {
  return mayStartFreeTrial(rows) && !(await trialUsedByAddress(deps, db, member.email));
}

/** `get-user-rule-status`: whether the free trial is still offered and until when the member has access. */
export async function ruleStatus(deps: Deps, member: Member): Promise<RuleStatus> {
  const now = deps.clock.now();
  const rows = await listSubscriptions(deps.db, member.id);
  const live = rows.filter((row) => isMembership(row) && hasCloudAccess(row, now));
  const until = live.map((row) => row.endDate!.getTime()).sort((a, b) => b - a)[0];
  return {
    freeTrialAvailable: await trialAvailable(deps, deps.db, member, rows),
    hasMembership: live.length > 0,
    accessUntil: until ? new Date(until).toISOString() : null,
  };
}

/**
 * docs/product.md#free-trial: 30 days of Ultimate, type Trial with status Subscribed, once per account and
 * e-mail address (the address's use is kept past the account, ADR 061).
 */
async function startTrial(deps: Deps, member: Member, offerId: string): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Serialises a member's billing changes in the database too (two processes, one member).
    await lockUser(tx, member.id);
    if (!(await trialAvailable(deps, tx, member, await listSubscriptions(tx, member.id))))
      throw new AppError('TRIAL_ALREADY_USED');
    await rememberTrialUse(deps, tx, member.email);
    const end = new Date(now.getTime() + CLOUD_FREE_TRIAL_DAYS * DAY_MS);
    const row = await insertSubscription(tx, {
      userId: member.id,
      type: T.Trial,
      status: S.Subscribed,
      source: SUBSCRIPTION_SOURCE.RolandCloud,
      offerId,
      processor: 'builtin',
      processorRef: null,
      cardLast4: null,
      cardToken: null,
      amountCents: 0,
      currency: 'USD',
      periodMonths: null,
      createDate: now,
      nextChargeDate: null,
      endDate: end,
      firstOrderDate: null,
    });
    return subscriptionView(row, now);
  });
}

/**
 * `post-subscription`: the trial starts at once; a plan or lifetime key opens a checkout on the processor's
 * page (answered as its address). A member with a running paid plan cannot buy a second one. `appClient`: started
 * in the app client's view (ADR 043), whose checkout comes back to it.
 */
export async function postSubscription(deps: Deps, user: CheckoutBuyer, offerId: string, appClient = false) {
  const offer = findOffer(offerId);
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  if (offer.kind === 'trial') return { subscription: await startTrial(deps, user, offer.offerId) };
  const now = deps.clock.now();
  if (offer.kind === 'membership') {
    const rows = await listSubscriptions(deps.db, user.id);
    if (rows.some((row) => row.type === T.Standard && row.periodMonths !== null && hasCloudAccess(row, now)))
      throw new AppError('ALREADY_SUBSCRIBED');
  }
  const processor = checkoutProcessor(deps);
  const checkout = await openCheckout(deps.db, {
    userId: user.id,
    purpose: 'purchase',
    offerId: offer.offerId,
    subscriptionId: null,
    processor: processor.name,
  });
  return { checkoutUrl: await pageOf(deps, processor, checkout, user, appClient) };
}

async function ownLiveSubscription(db: Queryable, userId: string, id: string, now: Date) {
  const row = await findSubscription(db, userId, id, true);
  if (!row) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  const stillBilled = row.status === S.Subscribed && hasCloudAccess(row, now);
  if (!stillBilled && !(row.status === S.NonRenew && hasCloudAccess(row, now)))
    throw new AppError('SUBSCRIPTION_ENDED');
  return row;
}

/**
 * `DELETE api/Processors/subscription/{id}` (docs/product.md#cancel-subscription): no further charges,
 * access until the paid period ends, the reason and comment kept. A trial becomes TrialCancelled with access
 * until its end date.
 * With `refund` inside the 7 days after a first order the money goes back and access ends now.
 */
export async function cancelSubscription(
  deps: Deps,
  userId: string,
  id: string,
  input: CancelSubscriptionInput,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await ownLiveSubscription(tx, userId, id, now);
    const reason = { cancellationReason: input.reason ?? null, cancellationComment: input.comment || null };
    // The trial keeps its end date: access stays until then, and the row keeps the trial from starting again.
    if (row.type === T.Trial)
      return subscriptionView(await updateSubscription(tx, id, { ...reason, status: S.TrialCancelled }), now);
    const processor = processorFor(deps, row.processor);
    if (input.refund) {
      if (!refundableUntil(row, now)) throw new AppError('REFUND_WINDOW_CLOSED');
      const order = await findFirstOrder(tx, row.id);
      await processor.refund(row);
      await insertPayment(tx, {
        userId,
        subscriptionId: row.id,
        kind: 'refund',
        status: 'refunded',
        description: findOffer(row.offerId ?? '')?.name ?? 'Refund',
        amountCents: -(order?.amountCents ?? row.amountCents),
        currency: row.currency,
        cardLast4: order?.cardLast4 ?? row.cardLast4,
        createDate: now,
      });
      const refunded = await updateSubscription(tx, id, {
        ...reason,
        status: S.Cancelled,
        nextChargeDate: null,
        endDate: now,
      });
      return subscriptionView(refunded, now);
    }
    await processor.cancel(row);
    const cancelled = await updateSubscription(tx, id, {
      ...reason,
      status: S.Cancelled,
      nextChargeDate: null,
    });
    return subscriptionView(cancelled, now);
  });
}

/** `no-renew-subscription`: the plan runs to the end of the paid period and is not charged again (NonRenew). */
export async function noRenewSubscription(
  deps: Deps,
  userId: string,
  id: string,
): Promise<SubscriptionResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await ownLiveSubscription(tx, userId, id, now);
    if (row.type === T.Trial) throw new AppError('SUBSCRIPTION_ENDED');
    await processorFor(deps, row.processor).cancel(row);
    return subscriptionView(
      await updateSubscription(tx, id, { status: S.NonRenew, nextChargeDate: null }),
      now,
    );
  });
}

/** `payment-information/{id}/url`: the processor's page where the member changes the card of a plan. */
export async function paymentInformationUrl(deps: Deps, user: CheckoutBuyer, id: string) {
  const row = await findSubscription(deps.db, user.id, id);
  if (!row) throw new AppError('SUBSCRIPTION_NOT_FOUND');
  if (row.type === T.Trial || row.status !== S.Subscribed || !hasCloudAccess(row, deps.clock.now()))
    throw new AppError('SUBSCRIPTION_ENDED');
  const processor = processorFor(deps, row.processor);
  const checkout = await openCheckout(deps.db, {
    userId: user.id,
    purpose: 'payment-method',
    offerId: row.offerId,
    subscriptionId: row.id,
    processor: processor.name,
  });
  return { url: await pageOf(deps, processor, checkout, user) };
}
