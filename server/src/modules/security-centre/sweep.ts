import type { FastifyInstance } from 'fastify';
import { purgeSignInEvents } from './sign-in-event-repo';

const SWEEP_MS = 60 * 60 * 1000;

/**
 * Deletes sign-in events past 90 days every hour (docs/product.md#sign-in-history), also for accounts that no
 * longer sign in (each new event already purges its own account's old ones).
 */
export function startHistorySweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  const sweep = () =>
    purgeSignInEvents(app.deps.db).catch((error) =>
      app.log.warn({ err: error }, 'sign-in history sweep failed'),
    );
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
