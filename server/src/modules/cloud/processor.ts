import type { CheckoutRow } from './checkout-repo';
import type { SubscriptionRow } from './subscription-repo';

/** What a card charge came to: paid, or declined with the catalogue's reason. */
export type ChargeResult = { ok: true; cardLast4: string | null } | { ok: false; reason: 'CARD_DECLINED' };

/** Who pays at a checkout: the signed-in account, as the processor's own account needs it. */
export interface CheckoutBuyer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The account's language (`ja-JP`): FastSpring mails the buyer in it. */
  cultureCode: string;
}

/**
 * A payment processor behind the billing engine (docs/decisions/020-cloud-billing-engine.md): the built-in
 * one runs the cycle itself; an outside one (FastSpring) hosts the checkout and reports charges by webhook.
 */
export interface PaymentProcessor {
  readonly name: 'builtin' | 'fastspring';
  /** SUBSCRIPTION_SOURCE of the subscriptions it creates. */
  readonly source: number;
  /**
   * The address of the processor's page where the user pays for (or changes the card of) a checkout;
   * `appClient` when the purchase started in the app client's view, to come back to it (ADR 043).
   */
  checkoutUrl(
    checkout: CheckoutRow,
    buyer: CheckoutBuyer,
    options?: { appClient?: boolean },
  ): Promise<string>;
  /** Stops the processor billing a subscription (cancel and no-renew). */
  cancel(subscription: SubscriptionRow): Promise<void>;
  /** Gives a first order back (docs/product.md#refunds). */
  refund(subscription: SubscriptionRow): Promise<void>;
}
