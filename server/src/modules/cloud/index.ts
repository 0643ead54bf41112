// The cloud module: Roland Cloud catalogue, billing engine, processors, subscriptions, loyalty, entitlements.
import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes';
import { contactRoutes } from './contact-routes';
import { fastSpringStore } from './fastspring-api';
import { fastSpringProcessor } from './fastspring-processor';
import { fastSpringWebhookRoutes } from './fastspring-webhook';
import { useOutsideProcessor } from './processors';
import { billingJob } from './renewal-job';
import { cloudApiRoutes } from './routes';

export { sharedAdjustableClock } from './billing-clock';
/** The maker's list of built units: `npm run units:import` and the demo catalogue's seed step. */
export { seedExchangeRates } from './local-price';
export { insertProducedUnits } from './produced-unit-repo';
export { parseProducedUnitsCsv, seedProducedUnits } from './produced-units';
export { runBilling } from './renewal-job';
export { anonymizeDeletedMember, hasActiveSubscription, userSubscriptions } from './subscription-service';

/**
 * The gateway under `/cloud/`, the built-in processor's page, the billing job (runs at start, then polls) and,
 * with BILLING_PROVIDER=fastspring, FastSpring for new purchases and its webhook (ADR 026).
 */
export async function cloudRoutes(app: FastifyInstance): Promise<void> {
  const job = billingJob(app.deps, app.log);
  const fastSpring = fastSpringStore(app.deps.config);
  if (fastSpring) {
    useOutsideProcessor(app.deps.config, fastSpringProcessor(fastSpring, app.deps.db));
    await app.register(fastSpringWebhookRoutes, { store: fastSpring });
  }
  await app.register(cloudApiRoutes, { job });
  await app.register(checkoutRoutes);
  await app.register(contactRoutes);
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
  // A test rig's shared clock (BILLING_CLOCK=adjustable) moved by another process is seen within a second.
  const { sync } = app.deps.clock;
  if (sync) {
    const timer = setInterval(() => sync().catch(() => {}), 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
}
