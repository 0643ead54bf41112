import { forAppClient, SUBSCRIPTION_SOURCE } from '@backstage/domain';
import type { PaymentProcessor } from './processor';

/**
 * The address of the built-in processor's page for a checkout. It keeps the app client's flag in its own
 * address (ADR 043): the page is served and posted there, and sends the buyer back to the app's view.
 */
export const builtinCheckoutPath = (checkoutId: string, appClient: boolean) =>
  forAppClient(`/cloud/checkout/${checkoutId}`, appClient);

/**
 * The built-in processor (docs/decisions/020-cloud-billing-engine.md): its checkout page is served by this
 * server (`checkout-routes.ts`) and takes the test cards; renewals are charged by the billing job, so cancel
 * and refund need nothing beyond the engine's own records.
 */
export const builtinProcessor: PaymentProcessor = {
  name: 'builtin',
  source: SUBSCRIPTION_SOURCE.RolandCloud,
  checkoutUrl: async (checkout, _buyer, options) =>
    builtinCheckoutPath(checkout.id, options?.appClient === true),
  cancel: async () => {},
  refund: async () => {},
};
