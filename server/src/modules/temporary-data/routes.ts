import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import {
  BODY_LIMIT,
  deletedResponseSchema,
  signedOutTemporaryDataSchema,
  stored,
  temporaryDataBodySchema,
  temporaryDataParams,
  temporaryDataResponseSchema,
} from './schemas';
import {
  deleteTemporaryData,
  readTemporaryData,
  writeSignedOut,
  writeTemporaryData,
} from './temporary-data-service';

const tags = ['temporary data'];

/** temporary data (docs/product.md#temporary-data): the user's (by purpose), and the signed-out write against an e-mail. */
export async function temporaryDataRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id', { owner: 'id' });
  const path = '/api/v1/temporaryData/:id/:purpose';

  api.get(path, {
    schema: {
      tags,
      summary: 'The user’s temporary data (ProductRegistrationUsingQR or RedirectPathAfterSignup)',
      params: temporaryDataParams,
      response: { 200: temporaryDataResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => readTemporaryData(deps, request.user!, request.params.purpose),
  });
  api.post(path, {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Store the user’s temporary data (replaces it; kept 7 days)',
      params: temporaryDataParams,
      body: temporaryDataBodySchema,
      response: { 200: temporaryDataResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => writeTemporaryData(deps, request.user!, request.params.purpose, request.body),
  });
  api.delete(path, {
    schema: {
      tags,
      summary: 'Delete the user’s temporary data',
      params: temporaryDataParams,
      response: { 200: deletedResponseSchema },
    },
    preHandler: idToken,
    handler: async (request) => {
      await deleteTemporaryData(deps, request.user!, request.params.purpose);
      return { status: 'deleted' as const };
    },
  });
  api.post('/api/v1/temporaryData', {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags,
      summary: 'Store data signed out against an e-mail, picked up when that e-mail signs in',
      body: signedOutTemporaryDataSchema,
      response: { 202: stored },
    },
    handler: async (request, reply) => {
      await writeSignedOut(deps, clientAddress(request.ip), request.body);
      return reply.status(202).send({ status: 'stored' as const });
    },
  });
}
