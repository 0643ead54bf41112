import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The longest a request may take on the server (Fastify's handlerTimeout): then it answers 503. */
export const REQUEST_DEADLINE_MS = 10_000;

/** The web app's own files by the request's path (its query does not matter: `/?utm_source=…` is the root). */
const isWebAppFile = (url: string) => {
  const path = url.split('?', 1)[0];
  return path === '/' || path === '/sw.js' || url.startsWith('/backstage');
};

/** Refused requests go through the error handler like any other 503 (contract shape, Retry-After). */
const tooBusy = () =>
  Promise.reject(
    Object.assign(new Error('Service Unavailable'), { statusCode: 503, code: 'FST_UNDER_PRESSURE' }),
  );

/**
 * Sheds load before it queues: when the event loop lags by more than MAX_EVENT_LOOP_DELAY_MS (1 s) on average,
 * new requests answer 503 `SERVICE_NOT_AVAILABLE` with `Retry-After` at once (through the error handler)
 * instead of waiting behind the backlog. Password hashing has its own bounded line (`lib/password.ts`).
 * `/api/health` is exempt (its route's own pressure handler), so a busy process is not taken for a dead one,
 * and so are the web app's own files (pages, script chunks, the service worker, manifest and icons): they cost
 * next to nothing, and a refused chunk would break the screen a visitor already has open. Every answer carries
 * `Server-Timing` with the time it took on the server.
 */
export const loadShedding = fp(async (app: FastifyInstance) => {
  const maxEventLoopDelay = app.deps.config.MAX_EVENT_LOOP_DELAY_MS;
  if (maxEventLoopDelay > 0)
    await app.register(underPressure, {
      maxEventLoopDelay,
      // Answering nothing lets the request through.
      pressureHandler: (request) => (isWebAppFile(request.url) ? undefined : tooBusy()),
    });
  // Time spent on the server, for load tests and browser dev tools (`Server-Timing: app;dur=12.3`).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
});
