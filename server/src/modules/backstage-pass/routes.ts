import {
  checkInBodySchema,
  checkInListResponseSchema,
  checkInResponseSchema,
  passCodeParamsSchema,
  passCodeResponseSchema,
  passRedemptionResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { checkInAt, checkInsOf } from './check-in-service';
import { checkPassCode, redeemPassCodeFor } from './pass-code-service';

const tags = ['backstage pass'];

/**
 * docs/product.md#backstage-pass: check a code (no sign-in) and redeem it (id token); docs/product.md#check-in:
 * check in at an event and list one's check-ins (id token).
 */
export async function backstagePassRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/v1/backstagePass/codes/:code', {
    schema: {
      tags,
      summary: 'Whether a Backstage Pass code can still be redeemed, and for which event',
      params: passCodeParamsSchema,
      response: { 200: passCodeResponseSchema },
    },
    handler: (request) => checkPassCode(deps, request.params.code, clientAddress(request.ip)),
  });
  api.post('/api/v1/backstagePass/codes/:code/redeem', {
    schema: {
      tags,
      summary: 'Redeems a Backstage Pass code for the signed-in user (once)',
      params: passCodeParamsSchema,
      response: { 200: passRedemptionResponseSchema },
    },
    preHandler: app.authenticate('id'),
    handler: (request) => redeemPassCodeFor(deps, request.params.code, request.user!.id),
  });
  api.post('/api/v1/checkIns', {
    schema: {
      tags,
      summary: 'Checks the signed-in user in at an event (once; a repeat answers the first check-in)',
      body: checkInBodySchema,
      response: { 200: checkInResponseSchema },
    },
    preHandler: app.authenticate('id'),
    handler: (request) => checkInAt(deps, request.user!.id, request.body.event),
  });
  api.get('/api/v1/checkIns', {
    schema: {
      tags,
      summary: "The signed-in user's check-ins, newest first",
      response: { 200: checkInListResponseSchema },
    },
    preHandler: app.authenticate('id'),
    handler: (request) => checkInsOf(deps, request.user!.id),
  });
}
