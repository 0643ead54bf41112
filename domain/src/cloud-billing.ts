import { forAppClient } from './app-client';
import { SUBSCRIPTION_STATUS, SUBSCRIPTION_TYPE } from './enums';

/** docs/product.md#cloud-plans: the paid plans, cheapest first. */
export const CLOUD_PLAN_TIERS = ['Core', 'Pro', 'Ultimate'] as const;
export type CloudPlanTier = (typeof CLOUD_PLAN_TIERS)[number];
export const CLOUD_BILLING_PERIODS = ['monthly', 'annual'] as const;
export type CloudBillingPeriod = (typeof CLOUD_BILLING_PERIODS)[number];

/** docs/product.md#refunds: a first order is refunded on request within this many days. */
export const CLOUD_REFUND_WINDOW_DAYS = 7;
/** docs/product.md#renewals: a failed renewal is tried again after these many days, then the subscription expires. */
export const CLOUD_RENEWAL_RETRY_DAYS = [1, 3] as const;
/** docs/product.md#loyalty-program: months of paid membership that earn one instrument pick. */
export const LOYALTY_MONTHS_PER_PICK = 6;

/** docs/product.md#cloud-plans: what an annual plan saves against twelve monthly payments, in whole percent (rounded down). */
export function annualSavingPercent(monthlyCents: number, annualCents: number): number {
  const twelve = monthlyCents * 12;
  if (twelve <= 0 || annualCents >= twelve) return 0;
  return Math.floor(((twelve - annualCents) / twelve) * 100);
}

/** Days in milliseconds, for the billing engine's date arithmetic. */
export const DAY_MS = 86_400_000;

/** Adds calendar months, keeping the day where the month has it (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

export interface SubscriptionState {
  type: number;
  status: number;
  endDate: Date | null;
}

/**
 * docs/product.md#subscriptions: whether a subscription gives access now. Subscribed (paid or trial),
 * NonRenew, Cancelled and TrialCancelled keep access until the period ends; a lifetime key (no end date)
 * never expires.
 */
export function hasCloudAccess(sub: SubscriptionState, now: Date): boolean {
  const S = SUBSCRIPTION_STATUS;
  const live: number[] = [S.Subscribed, S.NonRenew, S.Cancelled, S.TrialCancelled, S.Trial];
  if (!live.includes(sub.status)) return false;
  return sub.endDate === null || sub.endDate.getTime() > now.getTime();
}

/** Statuses still billed or awaiting their first charge. */
const ACTIVE_STATUSES: number[] = [
  SUBSCRIPTION_STATUS.Trial,
  SUBSCRIPTION_STATUS.SubscriptionPending,
  SUBSCRIPTION_STATUS.Subscribed,
  SUBSCRIPTION_STATUS.NonRenew,
];

/**
 * docs/product.md#account-deletion: whether a subscription is still active, which blocks deleting the account
 * and anonymising its cloud records. Active is a subscription still billed or awaiting its first charge
 * (trial, pending, subscribed, non-renewing) whose period has not ended by the billing clock. A cancelled one
 * keeps access to its period's end (`hasCloudAccess`) but is no longer active: nothing more will be charged.
 */
export function isActiveSubscription(sub: SubscriptionState, now: Date): boolean {
  if (!ACTIVE_STATUSES.includes(sub.status)) return false;
  return sub.endDate === null || sub.endDate.getTime() > now.getTime();
}

/**
 * `isActiveSubscription` for a subscription as `user-subscriptions` answers it, whose `hasAccess` the server
 * worked out on the billing clock: what the account pages say blocks deletion. A cancelled plan or trial
 * keeps access but blocks nothing.
 */
export const blocksAccountDeletion = (sub: { status: number; hasAccess: boolean }): boolean =>
  ACTIVE_STATUSES.includes(sub.status) && sub.hasAccess;

/** docs/product.md#free-trial: the trial is for first-time members, who never had a subscription. */
export function mayStartFreeTrial(history: readonly { type: number }[]): boolean {
  return history.length === 0;
}

/** True for the free trial's subscription (type Trial). */
export const isTrial = (sub: { type: number }) => sub.type === SUBSCRIPTION_TYPE.Trial;

/** The query a purchase left on the processor's page comes back to memberships with: `?checkout=cancelled`. */
export const CHECKOUT_RESULT_PARAM = 'checkout';
export const CHECKOUT_CANCELLED = 'cancelled';

/**
 * docs/product.md#checkout: where a purchase comes back to in the portal (a path under the public prefix). Paid,
 * or the trial started, it is ThankYou naming the offer; left on the processor's page ("Cancel and go back"),
 * memberships with its message. Started in the app client's view, both stay in it (ADR 043). ThankYou needs
 * the offer it names: the overloads refuse a paid outcome without one.
 */
export function checkoutReturnPath(
  outcome: 'paid',
  options: { offerId: string; appClient?: boolean },
): string;
export function checkoutReturnPath(outcome: 'cancelled', options?: { appClient?: boolean }): string;
export function checkoutReturnPath(
  outcome: 'paid' | 'cancelled',
  { offerId = '', appClient = false }: { offerId?: string; appClient?: boolean } = {},
): string {
  const path =
    outcome === 'paid'
      ? `/thank-you?offer=${encodeURIComponent(offerId)}`
      : `/cloud/memberships?${CHECKOUT_RESULT_PARAM}=${CHECKOUT_CANCELLED}`;
  return forAppClient(path, appClient);
}
