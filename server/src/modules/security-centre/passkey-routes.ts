import {
  addPasskeyBodySchema,
  passkeyAuthenticationOptionsSchema,
  passkeyListResponseSchema,
  passkeyParamsSchema,
  passkeyRegistrationOptionsSchema,
  passkeySchema,
  passkeySignInBodySchema,
  passkeySignInOptionsBodySchema,
  renamePasskeyBodySchema,
  sessionResponseSchema,
  statusResponse,
  userParamsSchema,
} from '@backstage/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { openBrowserSession, requireReauthentication, signInClient, startSession } from '../accounts';
import {
  addPasskey,
  passkeysOf,
  registrationOptions,
  removeOwnPasskey,
  renameOwnPasskey,
} from './passkey-service';
import { passkeySignIn, signInOptions } from './passkey-sign-in-service';
import type { SignInRecorder } from './sign-in-recorder';

const tags = ['security centre'];
const security = [{ bearer: [] }];

/** docs/product.md#passkeys: adding, naming and removing passkeys (id token, own id), and signing in with one. */
export async function passkeyRoutes(
  app: FastifyInstance,
  { recorder }: { recorder: SignInRecorder },
): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authenticate('id', { owner: 'id' });
  // Adding and removing a passkey need a recent proof of the password or second step, spent by the call
  // (docs/product.md#re-authentication).
  const reauthenticated = (request: FastifyRequest, reply: FastifyReply) =>
    requireReauthentication(deps, request, reply);

  api.get('/api/v1/users/:id/passkeys', {
    schema: {
      tags,
      security,
      summary: 'The account’s passkeys: name, when added, when last used',
      params: userParamsSchema,
      response: { 200: passkeyListResponseSchema },
    },
    preHandler,
    handler: async (request) => ({ data: await passkeysOf(deps, request.user!.id) }),
  });

  api.post('/api/v1/users/:id/passkeys/options', {
    schema: {
      tags,
      security,
      summary: 'Registration options for navigator.credentials.create (challenge single use, 5 minutes)',
      params: userParamsSchema,
      response: { 200: passkeyRegistrationOptionsSchema },
    },
    // Asked here, so the web app confirms the user before the browser's prompt; the challenge it hands out
    // is then the proof the attestation carries (spent once, for this account, docs/decisions/073-*).
    preHandler: [preHandler, reauthenticated],
    handler: (request) => registrationOptions(deps, request.user!),
  });

  api.post('/api/v1/users/:id/passkeys', {
    schema: {
      tags,
      security,
      summary: 'Add a passkey: the browser’s attestation for the last options, and its name',
      params: userParamsSchema,
      body: addPasskeyBodySchema,
      response: { 200: passkeySchema },
    },
    preHandler,
    handler: (request) => addPasskey(deps, request.user!, request.body, request.headers['user-agent'] ?? ''),
  });

  api.put('/api/v1/users/:id/passkeys/:passkeyId', {
    schema: {
      tags,
      security,
      summary: 'Rename a passkey',
      params: passkeyParamsSchema,
      body: renamePasskeyBodySchema,
      response: { 200: passkeySchema },
    },
    preHandler,
    handler: (request) =>
      renameOwnPasskey(deps, request.user!.id, request.params.passkeyId, request.body.name),
  });

  api.delete('/api/v1/users/:id/passkeys/:passkeyId', {
    schema: {
      tags,
      security,
      summary: 'Remove a passkey: it signs in no more',
      params: passkeyParamsSchema,
      response: { 200: statusResponse('removed') },
    },
    preHandler: [preHandler, reauthenticated],
    handler: async (request) => {
      const userAgent = request.headers['user-agent'] ?? '';
      await removeOwnPasskey(deps, request.user!, request.params.passkeyId, userAgent);
      return { status: 'removed' as const };
    },
  });

  api.post('/api/v1/signin/passkey/options', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign-in options for navigator.credentials.get; the address is optional',
      body: passkeySignInOptionsBodySchema,
      response: { 200: passkeyAuthenticationOptionsSchema },
    },
    handler: (request) => signInOptions(deps, request.body ?? {}, clientAddress(request.ip)),
  });

  api.post('/api/v1/signin/passkey', {
    schema: {
      tags: ['accounts'],
      summary:
        'Sign in with a passkey: the browser’s assertion for the last sign-in options gives the tokens',
      body: passkeySignInBodySchema,
      response: { 200: sessionResponseSchema },
    },
    handler: async (request, reply) => {
      // As signin: the session is named for the brand of the site (docs/product.md#security-centre).
      const clientId = signInClient(deps.config, request.headers['x-client-id']);
      const user = await passkeySignIn(deps, request.body, clientAddress(request.ip));
      const { session, familyId } = await startSession(deps, user, clientId);
      const browserSessionId = await openBrowserSession(deps, reply, user.id, ['hwk']);
      const context = { clientId, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      // A passkey stands for password and second step: two-step sign-in asks nothing more.
      await recorder.signedIn(user, { familyId, browserSessionId }, context, 'passkey');
      return session;
    },
  });
}
