import { userParamsSchema } from '@backstage/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RegistrationHolds } from './edit-guard';
import { listMyGear } from './list-service';
import { editRegistration, registerProduct, unregisterProduct } from './registration-service';
import {
  deletedResponseSchema,
  myGearListQuerySchema,
  registeredProductListResponseSchema,
  registeredProductParams,
  registeredProductPayloadSchema,
  registeredProductResponseSchema,
  registeredProductUpdateSchema,
} from './schemas';
import type { DisputeDesk } from './unit-disputes';

const tags = ['my gear'];
const originOf = (request: FastifyRequest) => ({ ip: request.ip, log: request.log });

/** docs/product.md#my-gear-calls registered products: My Gear's list, register, edit or complete, unregister. */
export async function myGearRoutes(
  app: FastifyInstance,
  { holds, desk }: { holds: RegistrationHolds; desk: DisputeDesk },
): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');
  const ownIdToken = app.authenticate('id', { owner: 'id' });

  api.get('/api/v1/users/:id/registeredProducts', {
    schema: {
      tags,
      summary:
        'The user’s registered products in a sort order (docs/product.md#my-gear-list) (perPage -1: all)',
      params: userParamsSchema,
      querystring: myGearListQuerySchema,
      response: { 200: registeredProductListResponseSchema },
    },
    preHandler: ownIdToken,
    handler: (request) => listMyGear(deps, request.user!.id, request.query),
  });
  api.post('/api/v1/users/:id/registeredProducts', {
    schema: {
      tags,
      summary: 'Register a product (pending until serial, purchase date and method are given)',
      params: userParamsSchema,
      body: registeredProductPayloadSchema,
      response: { 201: registeredProductResponseSchema },
    },
    preHandler: ownIdToken,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await registerProduct(deps, request.user!, request.body, desk, originOf(request))),
  });
  api.put('/api/v1/registeredProducts/:registeredProductId', {
    schema: {
      tags,
      summary: 'Edit a registration, or complete a pending one',
      params: registeredProductParams,
      body: registeredProductUpdateSchema,
      response: { 200: registeredProductResponseSchema },
    },
    preHandler: idToken,
    handler: (request) =>
      editRegistration(deps, request.user!, request.params.registeredProductId, request.body, {
        holds,
        desk,
        origin: originOf(request),
      }),
  });
  api.delete('/api/v1/registeredProducts/:registeredProductId', {
    schema: {
      tags,
      summary: 'Unregister a product (for good, with its survey answers)',
      params: registeredProductParams,
      response: { 200: deletedResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => {
      await unregisterProduct(deps, request.user!.id, request.params.registeredProductId);
      return { status: 'deleted' as const };
    },
  });
}
