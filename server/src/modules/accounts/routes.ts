import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { loadSecret } from '../../lib/keys';
import { authenticate } from '../../plugins/authenticate';
import { openBrowserSession } from '../oauth2/browser-session';
import { consumeSecurityToken, issueSecurityToken } from '../tokens/security-token';
import type { AccountContext } from './context';
import {
  changePassword,
  confirmPasswordReset,
  deleteAccount,
  requestPasswordReset,
  verifyEmailChange,
} from './credential-service';
import { accountType, confirm, migrate, resendActivation, signUp } from './registration-service';
import * as s from './schemas';
import { refresh, signIn, signOutEverywhere, signOutSession } from './session-service';
import { userView } from './user-view';

const tags = ['accounts'];
const ok = z.object({ status: z.string() });

/** Spec §7 account calls: sign-up, activation, sign-in and tokens, password and e-mail, deletion. */
export async function accountRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const securitySecret = loadSecret(app.config.DATA_DIR, 'security-token.key');
  const idToken = authenticate(app, ctx.signingKey, 'id');
  const accessToken = authenticate(app, ctx.signingKey, 'access');
  const brandOf = (clientId: string) => clientId.toUpperCase();
  const knownClient = (clientId: string | undefined) => {
    if (!clientId || !app.config.CLIENT_IDS.includes(clientId)) throw new AppError('INVALID_CLIENT_ID');
    return clientId;
  };
  const defaultClient = app.config.CLIENT_IDS[0]!;

  api.get('/api/v1/serverTime', {
    schema: { tags, summary: 'Server time and a single-use security token (60 s) for sign-up' },
    handler: async () => ({
      serverTime: new Date().toISOString(),
      securityToken: issueSecurityToken(securitySecret),
    }),
  });

  api.post('/api/v1/signup', {
    schema: { tags, summary: 'Create an account', headers: s.clientHeaders, body: s.signUpPayloadSchema },
    handler: async (request, reply) => {
      const clientId = knownClient(request.headers['x-client-id']);
      await consumeSecurityToken(securitySecret, ctx.kv, request.headers['x-security-token']);
      return reply.status(201).send(await signUp(ctx, request.body, brandOf(clientId)));
    },
  });

  api.post('/api/v1/accountType', {
    schema: { tags, summary: 'Which way an e-mail goes', body: s.emailBody },
    handler: async (request) => ({ accountType: await accountType(ctx, request.body.email) }),
  });

  api.post('/api/v1/users/migrate', {
    schema: {
      tags,
      summary: 'Move an old-portal user to an account',
      headers: s.clientHeaders,
      body: s.migrateBody,
    },
    handler: async (request, reply) => {
      const clientId = request.headers['x-client-id']
        ? knownClient(request.headers['x-client-id'])
        : defaultClient;
      return reply.status(201).send(await migrate(ctx, request.body, brandOf(clientId)));
    },
  });

  api.post('/api/v1/confirm', {
    schema: { tags, summary: 'Activate with the mailed code', body: s.confirmBody, response: { 200: ok } },
    handler: (request) => confirm(ctx, request.body),
  });

  api.post('/api/v1/confirmationCode/resend', {
    schema: { tags, summary: 'Send the activation mail again', body: s.resendBody },
    handler: (request) => resendActivation(ctx, request.body.email, request.body.useActivationId),
  });

  const ip = (request: { ip: string }) => request.ip;
  // Sign-in also opens the browser session (httpOnly cookie) that OAuth2 single sign-on relies on.
  api.post('/api/v1/signin', {
    schema: { tags, summary: 'Sign in', body: s.signInBody },
    handler: async (request, reply) => {
      const { session, user } = await signIn(ctx, request.body, defaultClient, ip(request));
      await openBrowserSession(ctx, reply, user.id);
      return session;
    },
  });
  api.post('/api/v1/client/:clientId/signin', {
    schema: { tags, summary: 'Sign in for a client', params: s.clientParams, body: s.signInBody },
    handler: async (request, reply) => {
      const { session, user } = await signIn(
        ctx,
        request.body,
        knownClient(request.params.clientId),
        ip(request),
      );
      await openBrowserSession(ctx, reply, user.id);
      return session;
    },
  });

  api.post('/api/v1/tokens/refresh', {
    schema: { tags, summary: 'Rotate the refresh token', body: s.refreshBody },
    handler: (request) => refresh(ctx, request.body.token),
  });
  api.post('/api/v1/client/:clientId/tokens/refresh', {
    schema: { tags, summary: 'Rotate a client’s refresh token', params: s.clientParams, body: s.refreshBody },
    handler: (request) => refresh(ctx, request.body.token, knownClient(request.params.clientId)),
  });

  api.post('/api/v1/signout/sessions', {
    schema: { tags, summary: 'Sign out this session', body: s.refreshBody, response: { 200: ok } },
    handler: async (request) => {
      await signOutSession(ctx, request.body.token);
      return { status: 'signedOut' };
    },
  });
  for (const path of ['/api/v1/signout/clients', '/api/v1/globalSignOut']) {
    api.post(path, {
      schema: { tags, summary: 'Sign out of every session', response: { 200: ok } },
      preHandler: idToken,
      handler: async (request) => {
        await signOutEverywhere(ctx, request.user!.id);
        return { status: 'signedOut' };
      },
    });
  }

  api.post('/api/v1/users/password', {
    schema: {
      tags,
      summary: 'Ask for a password reset mail',
      body: s.resetRequestBody,
      response: { 200: ok },
    },
    handler: async (request) => {
      await requestPasswordReset(ctx, request.body.email);
      return { status: 'sent' };
    },
  });
  api.post('/api/v1/users/password/confirm', {
    schema: {
      tags,
      summary: 'Set a new password with the mailed code',
      body: s.resetConfirmBody,
      response: { 200: ok },
    },
    handler: async (request) => {
      await confirmPasswordReset(ctx, request.body);
      return { status: 'changed' };
    },
  });
  api.put('/api/v1/users/:id/password', {
    schema: {
      tags,
      summary: 'Change the password',
      params: s.userParams,
      body: s.passwordChangeBody,
      response: { 200: ok },
    },
    preHandler: accessToken,
    handler: async (request) => {
      await changePassword(ctx, request.user!, request.body);
      return { status: 'changed' };
    },
  });

  api.post('/api/v1/users/:id/linkage/changeEmail', {
    schema: {
      tags,
      summary: 'Verify the new e-mail address (step 2)',
      params: s.userParams,
      body: s.changeEmailVerifyBody,
    },
    preHandler: accessToken,
    handler: async (request) => userView(await verifyEmailChange(ctx, request.user!, request.body.code)),
  });

  api.post('/api/v1/users/:id/linkage/delete', {
    schema: {
      tags,
      summary: 'Delete the account and everything of it',
      params: s.userParams,
      response: { 200: ok },
    },
    preHandler: idToken,
    handler: async (request) => {
      await deleteAccount(ctx, request.user!);
      return { status: 'deleted' };
    },
  });

  app.get(
    '/.well-known/jwks.json',
    { schema: { tags, summary: 'Public keys of the token signer' } },
    async () => ({
      keys: [ctx.signingKey.publicJwk],
    }),
  );
}
