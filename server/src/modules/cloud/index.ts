// The cloud module: Roland Cloud catalogue, billing engine, processors, subscriptions, loyalty, entitlements.
import type { FastifyInstance } from 'fastify';
import { checkoutRoutes } from './checkout-routes';
import { billingJob } from './renewal-job';
import { cloudApiRoutes } from './routes';

export { runBilling } from './renewal-job';

/** The gateway under `/cloud/`, the built-in processor's page, and the billing job (runs at start, then polls). */
export async function cloudRoutes(app: FastifyInstance): Promise<void> {
  const job = billingJob(app.deps, app.log);
  await app.register(cloudApiRoutes(job));
  await app.register(checkoutRoutes);
  app.addHook('onReady', () => job.start());
  app.addHook('onClose', () => job.stop());
}
