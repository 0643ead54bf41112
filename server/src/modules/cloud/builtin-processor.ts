import { forAppClient, SUBSCRIPTION_SOURCE } from '@backstage/domain';
import type { PaymentProcessor } from './processor';

/**
 * The built-in processor (docs/decisions/020-cloud-billing-engine.md): its checkout page is served by this
 * server (`checkout-routes.ts`) and takes the test cards; renewals are charged by the billing job, so cancel
 * and refund need nothing beyond the engine's own records.
 */
export const builtinProcessor: PaymentProcessor = {
  name: 'builtin',
  source: SUBSCRIPTION_SOURCE.RolandCloud,
  // Its page keeps the app client's flag in its own address, to send the buyer back to the app's view.
  checkoutUrl: async (checkout, _buyer, options) =>
    forAppClient(`/cloud/checkout/${checkout.id}`, options?.appClient === true),
  cancel: async () => {},
  refund: async () => {},
};
