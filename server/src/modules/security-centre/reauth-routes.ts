import { reauthBodySchema, reauthResponseSchema, userParamsSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { reauthenticate } from './reauth-service';

/** docs/product.md#re-authentication: a short-lived proof of the password or second step. */
export async function reauthRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/users/:id/reauth', {
    schema: {
      tags: ['security centre'],
      security: [{ bearer: [] }],
      summary:
        'Confirm it is you (password or two-step code): a proof for adding a passkey, turning two-step off, changing the e-mail',
      params: userParamsSchema,
      body: reauthBodySchema,
      response: { 200: reauthResponseSchema },
    },
    preHandler: app.authenticate('id', { owner: 'id' }),
    handler: (request) =>
      reauthenticate(deps, request.user!, request.bearer?.sid, request.body, clientAddress(request.ip)),
  });
}
