import {
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  signInMfaBodySchema,
  statusResponse,
  totpCodeBodySchema,
  totpSetupResponseSchema,
  twoStepStatusResponseSchema,
  userParamsSchema,
} from '@backstage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { openBrowserSession, requireReauthentication, startSession } from '../accounts';
import type { SignInRecorder } from './sign-in-recorder';
import {
  completeSecondStep,
  renewRecoveryCodes,
  setUpTotp,
  turnOffTotp,
  twoStepStatus,
  verifyTotpSetUp,
} from './two-step-service';

const tags = ['security centre'];
const security = [{ bearer: [] }];

/** docs/product.md#two-step-sign-in: set-up, turning off, and the second step of sign-in. */
export async function twoStepRoutes(
  app: FastifyInstance,
  { recorder }: { recorder: SignInRecorder },
): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const reauthenticated = (request: FastifyRequest, reply: FastifyReply) =>
    requireReauthentication(deps, request, reply);
  const changeRequest = (request: FastifyRequest) => ({
    ip: clientAddress(request.ip),
    userAgent: request.headers['user-agent'] ?? '',
    sid: request.bearer?.sid,
  });

  api.get('/api/v1/users/:id/mfa', {
    schema: {
      tags,
      security,
      summary: 'Whether two-step sign-in is on, and unused recovery codes',
      params: userParamsSchema,
      response: { 200: twoStepStatusResponseSchema },
    },
    preHandler: app.authenticate('id', { owner: 'id' }),
    handler: (request) => twoStepStatus(deps, request.user!.id),
  });

  api.post('/api/v1/users/:id/mfa/totp', {
    schema: {
      tags,
      security,
      summary: 'Start two-step set-up: a new secret and its otpauth:// URI',
      params: userParamsSchema,
      response: { 200: totpSetupResponseSchema },
    },
    // Binding an authenticator needs a recent proof (docs/product.md#re-authentication); it covers the verify.
    preHandler: [app.authenticate('access', { owner: 'id' }), reauthenticated],
    handler: (request) => setUpTotp(deps, request.user!, request.bearer?.sid),
  });

  api.post('/api/v1/users/:id/mfa/totp/verify', {
    schema: {
      tags,
      security,
      summary: 'Turn two-step sign-in on with a first code; answers 10 single-use recovery codes',
      params: userParamsSchema,
      body: totpCodeBodySchema,
      response: { 200: recoveryCodesResponseSchema },
    },
    preHandler: app.authenticate('access', { owner: 'id' }),
    handler: (request) => verifyTotpSetUp(deps, request.user!, request.body.code, changeRequest(request)),
  });

  api.post('/api/v1/users/:id/mfa/recoveryCodes', {
    schema: {
      tags,
      security,
      summary: 'New recovery codes: 10 single-use codes replace the earlier ones (re-authenticated)',
      params: userParamsSchema,
      response: { 200: recoveryCodesResponseSchema },
    },
    preHandler: [app.authenticate('access', { owner: 'id' }), reauthenticated],
    handler: (request) => renewRecoveryCodes(deps, request.user!, request.headers['user-agent'] ?? ''),
  });

  api.delete('/api/v1/users/:id/mfa/totp', {
    schema: {
      tags,
      security,
      summary: 'Turn two-step sign-in off with a current code',
      params: userParamsSchema,
      body: totpCodeBodySchema,
      response: { 200: statusResponse('off') },
    },
    // A current code and a recent proof of the password (docs/product.md#re-authentication).
    preHandler: [app.authenticate('access', { owner: 'id' }), reauthenticated],
    handler: async (request) => {
      const userAgent = request.headers['user-agent'] ?? '';
      await turnOffTotp(deps, request.user!, request.body.code, { ip: clientAddress(request.ip), userAgent });
      return { status: 'off' as const };
    },
  });

  api.post('/api/v1/signin/mfa', {
    schema: {
      tags: ['accounts'],
      summary: 'Second step of sign-in: a TOTP code or a recovery code gives the tokens',
      body: signInMfaBodySchema,
      response: { 200: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      const result = await completeSecondStep(deps, request.body, clientAddress(request.ip));
      const context = {
        clientId: result.clientId,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      if (result.refusal) {
        await recorder.record(
          result.user.id,
          result.outcome === 'locked' ? 'locked' : 'twoStepFailed',
          context,
        );
        throw new AppError(result.refusal);
      }
      await recorder.record(result.user.id, 'twoStepPassed', context);
      const { session, familyId } = await startSession(deps, result.user, result.clientId);
      const browserSessionId = await openBrowserSession(deps, reply, result.user.id, ['pwd', 'otp']);
      await recorder.signedIn(result.user, { familyId, browserSessionId }, context);
      return session;
    },
  });
}
