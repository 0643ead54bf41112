import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the process stops (docs/decisions/062-*), every answer closes its connection: a balancer's kept-alive
 * connection is not used again, so none is left idle for the close to cut under a request on its way.
 */
export const closeConnectionsWhileStopping = fp(async (app: FastifyInstance) => {
  const { lifecycle } = app.deps;
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
  });
});
