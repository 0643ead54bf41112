import {
  accountViewResponseSchema,
  staffActionBodySchema,
  staffActionResponseSchema,
  staffActionsResponseSchema,
  staffSelfResponseSchema,
  staffUserSearchQuerySchema,
  staffUserSearchResponseSchema,
  userParamsSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { takeAction } from './actions-service';
import { audit, staffActionsOn } from './audit-service';
import { admitStaff, staffOnly } from './guard';
import { accountView, searchCustomers } from './lookup-service';
import { staffSelf } from './self-service';

const tags = ['staff console'];
const targetParams = z.object({ userId: z.uuid() });

/** Customer lookup, the account view and support's actions (docs/product.md#staff-console). */
export async function staffUserRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');

  api.get('/api/v1/admin/users', {
    schema: {
      tags,
      summary:
        'Find customers by e-mail (or its start), name, serial code or ticket number, 20 a page (support)',
      querystring: staffUserSearchQuerySchema,
      response: { 200: staffUserSearchResponseSchema },
    },
    preHandler: [idToken, staffOnly(deps, 'support')],
    handler: (request) => searchCustomers(deps, request.query.query, request.query.cursor),
  });

  api.get('/api/v1/admin/users/:userId', {
    schema: {
      tags,
      summary:
        'The account view of a customer (support; audited), or for the caller’s own id their admin record (staff domain)',
      params: targetParams,
      response: { 200: z.union([accountViewResponseSchema, staffSelfResponseSchema]) },
    },
    preHandler: idToken,
    handler: async (request, reply) => {
      if (request.params.userId === request.user!.id) return staffSelf(deps, request);
      await admitStaff(deps, request, reply, 'support');
      const view = await accountView(deps, request.params.userId);
      await audit(deps.db, request, { action: 'viewAccount', userId: request.params.userId });
      return view;
    },
  });

  api.post('/api/v1/admin/users/:userId/actions', {
    schema: {
      tags,
      summary: 'A support action on a customer’s account, with its reason (support; audited)',
      params: targetParams,
      body: staffActionBodySchema,
      response: { 200: staffActionResponseSchema },
    },
    preHandler: [idToken, staffOnly(deps, 'support')],
    handler: (request, reply) => takeAction(deps, request, reply, request.params.userId, request.body),
  });

  api.get('/api/v1/users/:id/staffActions', {
    schema: {
      tags,
      summary: 'What staff did on the caller’s account, with the reasons given',
      params: userParamsSchema,
      response: { 200: staffActionsResponseSchema },
    },
    preHandler: app.authenticate('id', { owner: 'id' }),
    handler: (request) => staffActionsOn(deps, request.user!.id),
  });
}
