import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { requireReauthentication } from '../accounts';
import { acceptTransfer } from './accept-service';
import { unitHistory } from './history-service';
import {
  gearTransferAcceptSchema,
  gearTransferListResponseSchema,
  gearTransferPayloadSchema,
  gearTransferResponseSchema,
  registeredProductParams,
  registeredProductResponseSchema,
  statusResponse,
  transferParams,
  unitHistoryResponseSchema,
} from './schemas';
import { closeByCaller, getTransfer, listTransfers, startTransfer } from './transfer-service';

const tags = ['my gear'];

/** docs/product.md#gear-transfer: handing a registered product on, and the unit's history. */
export async function gearTransferRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const idToken = app.authenticate('id');

  api.post('/api/v1/registeredProducts/:registeredProductId/transfer', {
    schema: {
      tags,
      summary: 'Hand a registered product on to the owner of an e-mail address (pending 14 days)',
      params: registeredProductParams,
      body: gearTransferPayloadSchema,
      response: { 201: gearTransferResponseSchema },
    },
    // Handing a unit on needs a recent proof, spent by the call (docs/product.md#re-authentication).
    preHandler: [idToken, (request, reply) => requireReauthentication(deps, request, reply)],
    handler: async (request, reply) => {
      const { registeredProductId } = request.params;
      const ip = clientAddress(request.ip);
      const started = await startTransfer(deps, request.user!, registeredProductId, request.body.email, ip);
      return reply.status(201).send(started);
    },
  });
  api.get('/api/v1/gearTransfers', {
    schema: {
      tags,
      summary: 'The caller’s open transfers, sent and offered',
      response: { 200: gearTransferListResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => listTransfers(deps, request.user!),
  });
  api.get('/api/v1/gearTransfers/:transferId', {
    schema: {
      tags,
      summary: 'An open transfer the caller sends or is offered',
      params: transferParams,
      response: { 200: gearTransferResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => getTransfer(deps, request.user!, request.params.transferId),
  });
  api.delete('/api/v1/gearTransfers/:transferId', {
    schema: {
      tags,
      summary: 'Cancel a transfer (its sender) or decline it (its recipient)',
      params: transferParams,
      response: { 200: statusResponse('cancelled', 'declined') },
    },
    preHandler: idToken,
    handler: (request) => closeByCaller(deps, request.user!, request.params.transferId),
  });
  api.post('/api/v1/gearTransfers/:transferId/accept', {
    schema: {
      tags,
      summary: 'Accept a transfer with the mailed code: the registration moves to the caller',
      params: transferParams,
      body: gearTransferAcceptSchema,
      response: { 200: registeredProductResponseSchema },
    },
    preHandler: idToken,
    handler: (request) =>
      acceptTransfer(
        deps,
        request.user!,
        request.params.transferId,
        request.body.code,
        clientAddress(request.ip),
      ),
  });
  api.get('/api/v1/registeredProducts/:registeredProductId/history', {
    schema: {
      tags,
      summary: 'The unit’s history for its owner: events and dates only',
      params: registeredProductParams,
      response: { 200: unitHistoryResponseSchema },
    },
    preHandler: idToken,
    handler: (request) => unitHistory(deps, request.user!.id, request.params.registeredProductId),
  });
}
