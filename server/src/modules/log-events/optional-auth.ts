import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * docs/product.md#log-events: log calls carry the id token when the app has one, else none. Without an Authorization header
 * the request passes as anonymous; with one, it is checked exactly like `authenticate` (a bad token is 401,
 * never silently anonymous, so a client bug cannot unlink a user's events unnoticed).
 */
export function optionalIdToken(app: FastifyInstance) {
  const required = app.authenticate('id');
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization?.trim()) return;
    await required(request);
  };
}
