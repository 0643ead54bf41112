import {
  externalServiceParamsSchema,
  externalUserIdPayloadSchema,
  externalUserIdResponseSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createExternalId, getExternalId, replaceExternalId } from './external-id-service';

const tags = ['external service ids'];

/** docs/product.md#external-service-ids `GET/POST/PUT externalUserId/services/{serviceId}`: the caller's own id there. */
export async function externalIdRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');
  const path = '/api/v1/externalUserId/services/:serviceId';

  api.get(path, {
    schema: {
      tags,
      summary: 'The signed-in user’s id at a service (shopify)',
      params: externalServiceParamsSchema,
      response: { 200: externalUserIdResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => getExternalId(deps, request.user!.id, request.params.serviceId),
  });
  api.post(path, {
    schema: {
      tags,
      summary: 'Stores the user’s first id at a service',
      params: externalServiceParamsSchema,
      body: externalUserIdPayloadSchema,
      response: { 201: externalUserIdResponseSchema },
    },
    preHandler: idToken,
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await createExternalId(deps, request.user!.id, request.params.serviceId, request.body.id)),
  });
  api.put(path, {
    schema: {
      tags,
      summary: 'Replaces the user’s id at a service; an unchanged id is skipped (updated: false)',
      params: externalServiceParamsSchema,
      body: externalUserIdPayloadSchema,
      response: { 200: externalUserIdResponseSchema },
    },
    preHandler: idToken,
    handler: (request) =>
      replaceExternalId(deps, request.user!.id, request.params.serviceId, request.body.id),
  });
}
