import { connectedAppListResponseSchema, userParamsSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectedApps, removeConnectedApp } from './connected-apps-service';

const tags = ['security centre'];
const security = [{ bearer: [] }];

/** The security centre's "Connected apps" (docs/decisions/088-*): id token, own id only. */
export async function connectedAppsRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate('id', { owner: 'id' });

  api.get('/api/v1/users/:id/connectedApps', {
    schema: {
      tags,
      security,
      summary: 'Connected apps: the OpenID Connect clients the account allowed or signed in to',
      params: userParamsSchema,
      response: { 200: connectedAppListResponseSchema },
    },
    preHandler,
    handler: async (request) => ({ data: await connectedApps(deps, request.user!.id) }),
  });

  api.delete('/api/v1/users/:id/connectedApps/:clientId', {
    schema: {
      tags,
      security,
      summary:
        'Remove access: ends the grant, its refresh tokens and its sessions; the next sign-in asks again',
      params: userParamsSchema.extend({ clientId: z.string().max(64) }),
      response: { 200: z.object({ status: z.literal('removed') }) },
    },
    preHandler,
    handler: async (request) => {
      await removeConnectedApp(deps, request.user!.id, request.params.clientId);
      return { status: 'removed' as const };
    },
  });
}
