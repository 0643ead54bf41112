import {
  accountExportResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  signedOutResponseSchema,
  signInHistoryQuerySchema,
  signInHistoryResponseSchema,
  userParamsSchema,
} from '@backstage/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAccount } from './export-service';
import { signInHistory } from './history-service';
import { newDeviceAlertRoutes } from './new-device-alert-routes';
import { passkeyRoutes } from './passkey-routes';
import { reauthRoutes } from './reauth-routes';
import { endOtherSessions, endSession, listSessions } from './sessions-service';
import type { SignInRecorder } from './sign-in-recorder';
import { startHistorySweep } from './sweep';
import { twoStepRoutes } from './two-step-routes';

const tags = ['security centre'];
const security = [{ bearer: [] }];

/** The caller's own session: the `sid` of the token `authenticate` verified. */
const callerSessionId = (request: FastifyRequest): string | undefined => request.bearer?.sid;

/** docs/product.md#security-centre: the account's sessions, sign-in history and data download (id token, own id only). */
export async function securityCentreRoutes(
  app: FastifyInstance,
  { recorder }: { recorder: SignInRecorder },
): Promise<void> {
  const { deps } = app;
  await app.register(twoStepRoutes, { recorder });
  await app.register(passkeyRoutes, { recorder });
  await app.register(newDeviceAlertRoutes);
  await app.register(reauthRoutes);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate('id', { owner: 'id' });
  startHistorySweep(app);

  api.get('/api/v1/users/:id/sessions', {
    schema: {
      tags,
      security,
      summary: 'Active sessions: sign-ins (refresh tokens and browser session) and browser sessions',
      params: userParamsSchema,
      response: { 200: sessionListResponseSchema },
    },
    preHandler,
    handler: async (request) => ({
      data: await listSessions(deps, request.user!.id, callerSessionId(request)),
    }),
  });

  api.delete('/api/v1/users/:id/sessions/:sessionId', {
    schema: {
      tags,
      security,
      summary: 'End one session: its refresh tokens and browser session stop working at once',
      params: sessionParamsSchema,
      response: { 200: signedOutResponseSchema },
    },
    preHandler,
    handler: async (request) => {
      await endSession(deps, request.user!.id, request.params.sessionId);
      return { status: 'signedOut' as const };
    },
  });

  api.delete('/api/v1/users/:id/sessions', {
    schema: {
      tags,
      security,
      summary: 'Sign out everywhere else: every session but the caller’s own ends',
      params: userParamsSchema,
      response: { 200: signedOutResponseSchema },
    },
    preHandler,
    handler: async (request) => {
      await endOtherSessions(deps, request.user!.id, callerSessionId(request));
      return { status: 'signedOut' as const };
    },
  });

  api.get('/api/v1/users/:id/signInHistory', {
    schema: {
      tags,
      security,
      summary: 'Sign-in events of the last 90 days, newest first, pages of 20',
      params: userParamsSchema,
      querystring: signInHistoryQuerySchema,
      response: { 200: signInHistoryResponseSchema },
    },
    preHandler,
    handler: (request) => signInHistory(deps, request.user!.id, request.query.cursor),
  });

  api.get('/api/v1/users/:id/export', {
    schema: {
      tags,
      security,
      summary: 'Download everything held about the account (JSON attachment, no secrets)',
      params: userParamsSchema,
      response: { 200: accountExportResponseSchema },
    },
    preHandler,
    handler: async (request, reply) => {
      const data = await exportAccount(deps, request.user!.id, callerSessionId(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="backstage-account-${day}.json"`);
      return data;
    },
  });
}
