import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lagMonitor } from '../lib/lag-monitor';

/** The longest a request may take on the server (Fastify's handlerTimeout): then it answers 503. */
export const REQUEST_DEADLINE_MS = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route answers even while the process sheds load (`/api/health`). */
    shed?: boolean;
  }
}

/** The web app's own files by the request's path (its query does not matter: `/?utm_source=…` is the root). */
const isWebAppFile = (url: string) => {
  const path = url.split('?', 1)[0];
  return path === '/' || path === '/sw.js' || url.startsWith('/backstage');
};

/** Refused requests go through the error handler like any other 503 (contract shape, Retry-After). */
const tooBusy = () =>
  Object.assign(new Error('Service Unavailable'), { statusCode: 503, code: 'FST_UNDER_PRESSURE' });

/**
 * Sheds load before it queues: while the event loop has lagged by more than MAX_EVENT_LOOP_DELAY_MS (1 s) on
 * average for a sustained stretch (`lib/lag-monitor.ts`: a backlog, not one long task), new requests answer
 * 503 `SERVICE_NOT_AVAILABLE` with `Retry-After` at once (through the error handler) instead of waiting
 * behind it (docs/decisions/062-*). Password hashing has its own bounded line (`lib/password.ts`).
 * `/api/health` is exempt (route config `shed: false`), so a busy process is not taken for a dead one, and so
 * are the web app's own files (pages, script chunks, the service worker, manifest and icons): they cost next
 * to nothing, and a refused chunk would break the screen a visitor already has open. Every answer carries
 * `Server-Timing` with the time it took on the server.
 */
export const loadShedding = fp(async (app: FastifyInstance) => {
  const maxEventLoopDelay = app.deps.config.MAX_EVENT_LOOP_DELAY_MS;
  if (maxEventLoopDelay > 0) {
    const lag = lagMonitor(maxEventLoopDelay);
    app.addHook('onClose', async () => lag.stop());
    app.addHook('onRequest', async (request) => {
      if (lag.lagging() && request.routeOptions.config.shed !== false && !isWebAppFile(request.url))
        throw tooBusy();
    });
  }
  // Time spent on the server, for load tests and browser dev tools (`Server-Timing: app;dur=12.3`).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
});
