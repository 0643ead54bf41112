import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMyGear } from './list-service';
import { editRegistration, registerProduct, unregisterProduct } from './registration-service';
import * as s from './schemas';

const tags = ['my gear'];

/** docs/product.md#my-gear-calls registered products: My Gear's list, register, edit or complete, unregister. */
export async function myGearRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');

  api.get('/api/v1/users/:id/registeredProducts', {
    schema: {
      tags,
      summary:
        'The user’s registered products in a sort order (docs/product.md#my-gear-list) (perPage -1: all)',
      params: s.userParams,
      querystring: s.myGearListQuerySchema,
      response: { 200: s.registeredProductListResponse },
    },
    preHandler: idToken,
    handler: (request) => listMyGear(deps, request.user!.id, request.query),
  });
  api.post('/api/v1/users/:id/registeredProducts', {
    schema: {
      tags,
      summary: 'Register a product (pending until serial, purchase date and method are given)',
      params: s.userParams,
      body: s.registeredProductPayloadSchema,
      response: { 201: s.registeredProductResponse },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply.status(201).send(await registerProduct(deps, request.user!, request.body)),
  });
  api.put('/api/v1/registeredProducts/:registeredProductId', {
    schema: {
      tags,
      summary: 'Edit a registration, or complete a pending one',
      params: s.registeredProductParams,
      body: s.registeredProductUpdateSchema,
      response: { 200: s.registeredProductResponse },
    },
    preHandler: idToken,
    handler: (request) =>
      editRegistration(deps, request.user!, request.params.registeredProductId, request.body),
  });
  api.delete('/api/v1/registeredProducts/:registeredProductId', {
    schema: {
      tags,
      summary: 'Unregister a product (for good, with its survey answers)',
      params: s.registeredProductParams,
      response: { 200: s.deleted },
    },
    preHandler: idToken,
    handler: async (request) => {
      await unregisterProduct(deps, request.user!.id, request.params.registeredProductId);
      return { status: 'deleted' as const };
    },
  });
}
