import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { forgetLogEvents, recordLogEvent } from './log-service';
import { optionalIdToken } from './optional-auth';
import { LOG_BODY_LIMIT, logDeletedResponseSchema, logEventBody, loggedResponseSchema } from './schemas';

const tags = ['services'];

/** docs/product.md#log-events `log` under /api/services/: record a log event, or forget the caller's (analytics opt-out). */
export async function logEventRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/services/log', {
    bodyLimit: LOG_BODY_LIMIT,
    schema: {
      tags,
      summary: 'Record a log event (linked to the account when an id token is sent; page views not stored)',
      security: [{}, { bearer: [] }],
      body: logEventBody,
      response: { 202: loggedResponseSchema },
    },
    preHandler: optionalIdToken(app),
    handler: async (request, reply) => {
      const sender = { userId: request.user?.id, address: clientAddress(request.ip) };
      const status = await recordLogEvent(deps, request.body, sender, request.log);
      return reply.status(202).send({ status });
    },
  });

  api.delete('/api/services/log', {
    schema: {
      tags,
      summary: 'Delete the caller’s stored log events (analytics opt-out)',
      security: [{ bearer: [] }],
      response: { 200: logDeletedResponseSchema },
    },
    preHandler: app.authenticate('id'),
    handler: async (request) => ({
      status: 'deleted' as const,
      count: await forgetLogEvents(deps, request.user!.id),
    }),
  });
}
