import { SUBSCRIPTION_SOURCE } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { AppError } from '../../lib/app-error';
import { findOffer } from './catalogue';
import * as fs from './fastspring-api';
import type { CheckoutBuyer, PaymentProcessor } from './processor';
import { findProcessorAccount, saveProcessorAccount } from './processor-account-repo';

const NAME = 'fastspring';

/**
 * The FastSpring processor (docs/decisions/026-fastspring-adapter.md): FastSpring hosts the checkout and
 * bills renewals itself; it tells the portal by signed webhook (`fastspring-webhook.ts`). Store products are
 * named after the catalogue's offer ids (`core-monthly`, `lifetime-tr-808`, …).
 */
export function fastSpringProcessor(store: fs.FastSpringStore, db: Queryable): PaymentProcessor {
  /** The member's FastSpring account: remembered, else found by the lookup key, else made. */
  async function accountOf(buyer: CheckoutBuyer): Promise<string> {
    const known = await findProcessorAccount(db, buyer.id, NAME);
    if (known) return known;
    const account =
      (await fs.findAccount(store, buyer.id)) ??
      (await fs.createAccount(store, {
        id: buyer.id,
        email: buyer.email,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        language: buyer.cultureCode.split('-')[0]!.toLowerCase(),
      }));
    await saveProcessorAccount(db, buyer.id, NAME, account);
    return (await findProcessorAccount(db, buyer.id, NAME)) ?? account;
  }

  return {
    name: NAME,
    source: SUBSCRIPTION_SOURCE.FastSpring,
    async checkoutUrl(checkout, buyer) {
      const account = await accountOf(buyer);
      // A new card is entered on the buyer's FastSpring account page, a purchase on a session's checkout.
      if (checkout.purpose === 'payment-method') return fs.accountManagementUrl(store, account);
      const offer = findOffer(checkout.offerId ?? '');
      if (!offer) throw new AppError('OFFER_NOT_FOUND');
      const session = await fs.createSession(store, {
        account,
        product: offer.offerId,
        // The webhook finds the checkout (member and offer) again by these tags.
        tags: { checkoutId: checkout.id, userId: checkout.userId },
      });
      return fs.sessionUrl(store, session);
    },
    async cancel(subscription) {
      if (subscription.processorRef) await fs.cancelSubscription(store, subscription.processorRef);
    },
    async refund(subscription) {
      if (!subscription.processorRef) return;
      const remote = await fs.getSubscription(store, subscription.processorRef);
      if (!remote.initialOrderId) throw new AppError('SERVICE_NOT_AVAILABLE');
      await fs.returnOrder(store, remote.initialOrderId, 'Refund within 7 days of the first order');
      // A return does not stop the subscription: it ends now, with the money given back.
      await fs.cancelSubscription(store, subscription.processorRef, true);
    },
  };
}
