import { Server } from 'node:net';
import type { FastifyInstance } from 'fastify';

// After the drain, between refusing new connections and closing the idle ones: a balancer that still sends here
// (one without health checks; the recipe's HAProxy stopped during the drain, docs/decisions/092-*) may have
// written a request on a connection this process took but has not read yet, and closing it as idle would fail
// that request (no balancer resends a POST it has sent). Loopback and LAN deliver it well within this.
const LAST_CONNECTIONS_MS = 500;

interface Closable {
  close(): Promise<void>;
}

type SignalTarget = Pick<NodeJS.Process, 'once' | 'exit'>;

export interface CloseOptions {
  /** After SIGTERM, how long to keep serving with health answering 503 (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  target?: SignalTarget;
}

/**
 * On the first SIGTERM (how orchestrators stop a process, docs/decisions/062-*): health answers 503 and every
 * answer closes its connection, while the process keeps serving for `drainMs`, so a balancer moves its
 * traffic away without a failed request; then it stops taking connections, closes the idle ones and lets
 * running requests finish (app.close), closes the shared resources (Redis, database) and exits. SIGINT
 * (Ctrl-C) skips the drain. A failure while closing exits with 1.
 */
export function closeOnSignals(
  app: FastifyInstance,
  resources: Closable[],
  { drainMs, target = process }: CloseOptions,
): void {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    app.log.info({ signal, drainMs: drain }, 'shutting down');
    app.deps.lifecycle.stop();
    try {
      if (drain > 0) {
        await new Promise((resolve) => setTimeout(resolve, drain));
        // net.Server's close stops listening and leaves every connection open (http.Server's closes the idle).
        Server.prototype.close.call(app.server);
        await new Promise((resolve) => setTimeout(resolve, LAST_CONNECTIONS_MS));
      }
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
