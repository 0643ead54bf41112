import { userParamsSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listDevices, registerDevice, removeDevice } from './device-service';
import {
  deletedResponseSchema,
  deviceListResponseSchema,
  deviceParams,
  devicePayloadSchema,
  deviceResponseSchema,
} from './schemas';

const tags = ['devices'];
const security = [{ bearer: [] }];

/** docs/product.md#devices `app/{id}/devices` on the services base: the app client's devices of the signed-in user. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate('id', { owner: 'id' });

  api.get('/api/services/app/:id/devices', {
    schema: {
      tags,
      security,
      summary: 'The user’s devices with model code, serial and product code',
      params: userParamsSchema,
      response: { 200: deviceListResponseSchema },
    },
    preHandler,
    handler: async (request) => ({ data: await listDevices(deps.db, request.user!.id) }),
  });

  api.post('/api/services/app/:id/devices', {
    schema: {
      tags,
      security,
      summary: 'Register a device (201), or update the productVer of one already registered (200)',
      params: userParamsSchema,
      body: devicePayloadSchema,
      response: { 200: deviceResponseSchema, 201: deviceResponseSchema },
    },
    preHandler,
    handler: async (request, reply) => {
      const { created, device } = await registerDevice(deps.db, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(device);
    },
  });

  api.delete('/api/services/app/:id/devices/:deviceId', {
    schema: {
      tags,
      security,
      summary: 'Remove a device',
      params: deviceParams,
      response: { 200: deletedResponseSchema },
    },
    preHandler,
    handler: async (request) => {
      await removeDevice(deps.db, request.user!.id, request.params.deviceId);
      return { status: 'deleted' as const };
    },
  });
}
