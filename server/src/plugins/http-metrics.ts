import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { httpActive, httpDuration } from '../lib/metrics';

const counted = Symbol('inFlight');
type Counted = FastifyRequest & { [counted]?: boolean };

/**
 * Each request's duration by route template, method and status (OpenTelemetry's `http.server.request.duration`
 * in Prometheus form) and the requests in flight (docs/decisions/090-*). The route is the template
 * (`/api/v1/users/:id`), never the path a user's id fills; a path no route matches has none.
 */
export const httpMetrics = fp(async (app: FastifyInstance) => {
  const done = (request: Counted) => {
    if (!request[counted]) return;
    request[counted] = false;
    httpActive.dec();
  };
  // Callback hooks, not async ones: no promise per request on every route.
  app.decorateRequest(counted, false);
  app.addHook('onRequest', (request: Counted, _reply, next) => {
    request[counted] = true;
    httpActive.inc();
    next();
  });
  app.addHook('onResponse', (request: Counted, reply, next) => {
    done(request);
    httpDuration.observe(
      {
        http_request_method: request.method,
        http_route: request.routeOptions.url ?? '',
        http_response_status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    next();
  });
  // A request its client gave up on gets no response: it leaves the in-flight count here.
  app.addHook('onRequestAbort', (request: Counted, next) => {
    done(request);
    next();
  });
});
