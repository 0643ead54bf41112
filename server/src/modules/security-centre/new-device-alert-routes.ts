import { wasntMeBodySchema, wasntMeResponseSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportUnrecognisedSignIn } from './new-device-alert-service';

/** docs/product.md#new-device-alert: the "this wasn't me" link of the alert mail (its token is the sign-in). */
export async function newDeviceAlertRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/api/v1/securityAlerts/wasntMe', {
    schema: {
      tags: ['security centre'],
      summary: 'This wasn’t me: end every session of the account and start a password reset',
      body: wasntMeBodySchema,
      response: { 200: wasntMeResponseSchema },
    },
    handler: async (request) => ({
      status: 'secured' as const,
      ...(await reportUnrecognisedSignIn(deps, request.body.token)),
    }),
  });
}
