import { checkoutReturnPath, ERRORS, forAppClient, PUBLIC_PATH } from '@backstage/domain';
import type { Deps } from '../../deps';
import { findUser } from '../accounts';
import { completePurchase } from './billing-engine';
import { builtinCheckoutPath, builtinProcessor } from './builtin-processor';
import { findOffer } from './catalogue';
import { type CheckoutPageInput, checkoutPage } from './checkout-page';
import { type CheckoutRow, claimCheckout, findCheckout, finishCheckout } from './checkout-repo';
import { type LocalPrice, localPrice } from './local-price';
import { findSubscription, updateSubscription } from './subscription-repo';
import { type CardInput, cardPays, checkCard } from './test-cards';

export type CheckoutAnswer = { status: number; html: string } | { redirect: string };

/** A screen of the web app (`/thank-you`) as the page links or redirects to it, under the public prefix. */
const portal = (path: string) => `${PUBLIC_PATH}${path.replace(/^\//, '')}`;
const ACCOUNT = portal('/cloud/account/subscriptions');

/**
 * Whether the page was opened from the app client's view (`?client=app` on its own address, ADR 043): it then
 * keeps the flag when posted and sends the buyer back to that view, paid or cancelled.
 */
export interface CheckoutView {
  appClient: boolean;
}

/** A purchase's price in the buyer's currency (their profile's country), at today's rate (ADR 065). */
async function localPriceOf(deps: Deps, checkout: CheckoutRow): Promise<LocalPrice | undefined> {
  const offer = checkout.offerId ? findOffer(checkout.offerId) : undefined;
  if (checkout.purpose !== 'purchase' || !offer) return undefined;
  const buyer = await findUser(deps, checkout.userId);
  return localPrice(deps.db, buyer?.country, offer.priceCents, deps.clock.now());
}

function page(
  checkout: CheckoutRow,
  view: CheckoutView,
  local: LocalPrice | undefined,
  extra: Partial<CheckoutPageInput> = {},
): string {
  return checkoutPage({
    action: builtinCheckoutPath(checkout.id, view.appClient),
    purpose: checkout.purpose,
    offer: checkout.offerId ? findOffer(checkout.offerId) : undefined,
    local,
    cancelHref:
      checkout.purpose === 'purchase'
        ? portal(checkoutReturnPath('cancelled', { appClient: view.appClient }))
        : ACCOUNT,
    ...extra,
  });
}

const closed = (view: CheckoutView): CheckoutAnswer => ({
  status: 404,
  html: checkoutPage({
    action: '',
    purpose: 'purchase',
    error: ERRORS.CHECKOUT_NOT_FOUND.message,
    cancelHref: portal(forAppClient('/cloud/memberships', view.appClient)),
  }),
});

/** The processor's page for an open checkout of the built-in processor. */
export async function showCheckout(deps: Deps, id: string, view: CheckoutView): Promise<CheckoutAnswer> {
  const checkout = await findCheckout(deps.db, id);
  if (checkout?.status !== 'open' || checkout.processor !== builtinProcessor.name) return closed(view);
  return { status: 200, html: page(checkout, view, await localPriceOf(deps, checkout)) };
}

/**
 * Pays a checkout with a card (docs/product.md#checkout): a bad card form or a declined card shows the page
 * again with the reason and leaves the checkout open; paid, the order is recorded and the user goes back to
 * ThankYou (a purchase; in the app client's view when it started there) or the account's subscriptions (a new card). A second submit while one pays is
 * refused with the catalogue's TransactionAlreadyStarted text.
 */
export async function payCheckout(
  deps: Deps,
  id: string,
  form: CardInput,
  view: CheckoutView,
): Promise<CheckoutAnswer> {
  const now = deps.clock.now();
  const card = checkCard(form, now);
  const existing = await findCheckout(deps.db, id);
  if (!existing || existing.processor !== builtinProcessor.name) return closed(view);
  // The price the page showed: the same rate of the same day is charged.
  const local = await localPriceOf(deps, existing);
  if (existing.status === 'processing')
    return {
      status: 409,
      html: page(existing, view, local, { error: ERRORS.TRANSACTION_ALREADY_STARTED.message }),
    };
  if (existing.status !== 'open') return closed(view);
  const values = { name: form.name, expiry: form.expiry };
  if (!card.ok)
    return {
      status: 400,
      html: page(existing, view, local, { error: ERRORS.CARD_INVALID.message, fields: card.fields, values }),
    };
  const claimed = await claimCheckout(deps.db, id);
  if (!claimed)
    return {
      status: 409,
      html: page(existing, view, local, { error: ERRORS.TRANSACTION_ALREADY_STARTED.message }),
    };
  try {
    if (!cardPays(card.behaviour, 'order')) {
      await finishCheckout(deps.db, id, false);
      return {
        status: 402,
        html: page(claimed, view, local, { error: ERRORS.CARD_DECLINED.message, values }),
      };
    }
    const result = await deps.db.transaction(async (tx) => {
      if (claimed.purpose === 'payment-method') {
        const sub = await findSubscription(tx, claimed.userId, claimed.subscriptionId ?? '', true);
        if (!sub) return undefined;
        // A card changed during renewal retries is charged at the billing job's next run.
        await updateSubscription(tx, sub.id, {
          cardLast4: card.last4,
          cardToken: card.behaviour,
          ...(sub.renewalAttempts > 0 ? { nextChargeDate: now } : {}),
        });
        await finishCheckout(tx, id, true, sub.id);
        return { redirect: `${ACCOUNT}?card=updated` };
      }
      const offer = findOffer(claimed.offerId ?? '');
      if (!offer) return undefined;
      const order = await completePurchase(tx, {
        userId: claimed.userId,
        offer,
        now,
        processor: 'builtin',
        source: builtinProcessor.source,
        card: { last4: card.last4, token: card.behaviour },
        local,
      });
      await finishCheckout(tx, id, true, order.subscriptionId);
      return {
        redirect: portal(checkoutReturnPath('paid', { offerId: offer.offerId, appClient: view.appClient })),
      };
    });
    if (!result) {
      await finishCheckout(deps.db, id, false);
      return closed(view);
    }
    return result;
  } catch (error) {
    await finishCheckout(deps.db, id, false).catch(() => {});
    throw error;
  }
}
