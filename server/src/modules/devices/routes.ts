import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { listDevices, registerDevice, removeDevice } from './device-service';
import {
  deletedResponseSchema,
  deviceListResponseSchema,
  deviceParams,
  devicePayloadSchema,
  deviceResponseSchema,
  userParams,
} from './schemas';

const tags = ['devices'];
const security = [{ bearer: [] }];

// `authenticate` guards paths named `:id`; this path names the user `:userId` (docs/product.md#devices), so the same rule is
// applied here: another user's id is 403 whether or not that user exists.
async function ownUserOnly(request: FastifyRequest) {
  const { userId } = request.params as { userId: string };
  if (userId !== request.user!.id) throw new AppError('FORBIDDEN');
}

/** docs/product.md#devices `app/{userId}/devices` on the services base: the app client's devices of the signed-in user. */
export async function deviceRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = [app.authenticate('id'), ownUserOnly];

  api.get('/api/services/app/:userId/devices', {
    schema: {
      tags,
      security,
      summary: 'The user’s devices with model code, serial and product code',
      params: userParams,
      response: { 200: deviceListResponseSchema },
    },
    preHandler,
    handler: async (request) => ({ data: await listDevices(deps.db, request.user!.id) }),
  });

  api.post('/api/services/app/:userId/devices', {
    schema: {
      tags,
      security,
      summary: 'Register a device (201), or update the productVer of one already registered (200)',
      params: userParams,
      body: devicePayloadSchema,
      response: { 200: deviceResponseSchema, 201: deviceResponseSchema },
    },
    preHandler,
    handler: async (request, reply) => {
      const { created, device } = await registerDevice(deps.db, request.user!.id, request.body);
      return reply.status(created ? 201 : 200).send(device);
    },
  });

  api.delete('/api/services/app/:userId/devices/:deviceId', {
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
