import type { FastifyInstance } from 'fastify';

interface Closable {
  close(): Promise<void>;
}

type SignalTarget = Pick<NodeJS.Process, 'once' | 'exit'>;

/**
 * On the first SIGTERM or SIGINT: stop taking requests and let running ones finish (app.close), then close
 * the shared resources (Redis, database) and exit; a failure while closing exits with 1.
 */
export function closeOnSignals(
  app: FastifyInstance,
  resources: Closable[],
  target: SignalTarget = process,
): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      for (const resource of resources) await resource.close();
      target.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      target.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) target.once(signal, () => void shutdown(signal));
}
