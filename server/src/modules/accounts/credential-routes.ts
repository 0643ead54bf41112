import {
  accountResponseSchema,
  changedResponseSchema,
  deletedResponseSchema,
  sentResponseSchema,
  userParamsSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import {
  changePassword,
  confirmPasswordReset,
  deleteAccount,
  requestPasswordReset,
  verifyEmailChange,
} from './credential-service';
import type { DeletionHooks } from './deletion-hooks';
import { requireReauthentication } from './reauth-proof';
import { accountRouteContext, tags } from './route-context';
import { changeEmailVerifyBody, passwordChangeSchema, resetConfirmBody, resetRequestBody } from './schemas';
import type { SignInHooks } from './sign-in-hooks';
import { userView } from './user-view';

/**
 * Password reset and change, e-mail change, deletion (docs/product.md#password-reset, docs/product.md#password-change,
 * docs/product.md#email-change, docs/product.md#account-deletion).
 */
export async function credentialRoutes(
  app: FastifyInstance,
  { deletionHooks, signInHooks }: { deletionHooks: DeletionHooks; signInHooks: SignInHooks },
): Promise<void> {
  const { api, deps, ownIdToken, ownAccessToken, defaultClient } = await accountRouteContext(app);
  api.post('/api/v1/users/password', {
    schema: {
      tags,
      summary: 'Ask for a password reset mail',
      body: resetRequestBody,
      response: { 200: sentResponseSchema },
    },
    handler: async (request) => {
      const user = await requestPasswordReset(deps, request.body.email, clientAddress(request.ip));
      // Kept in the sign-in history (docs/product.md#sign-in-history) off the answer's path, so a known
      // address answers as fast as an unknown one.
      if (user) {
        const header = request.headers['x-client-id'];
        const clientId =
          typeof header === 'string' && deps.config.CLIENT_IDS.includes(header) ? header : defaultClient;
        void signInHooks.codeSent(user.id, {
          clientId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
      }
      return { status: 'sent' as const };
    },
  });
  api.post('/api/v1/users/password/confirm', {
    schema: {
      tags,
      summary: 'Set a new password with the mailed code',
      body: resetConfirmBody,
      response: { 200: changedResponseSchema },
    },
    handler: async (request) => {
      await confirmPasswordReset(deps, request.body, clientAddress(request.ip));
      return { status: 'changed' as const };
    },
  });
  api.put('/api/v1/users/:id/password', {
    schema: {
      tags,
      summary: 'Change the password',
      params: userParamsSchema,
      body: passwordChangeSchema,
      response: { 200: changedResponseSchema },
    },
    preHandler: ownAccessToken,
    handler: async (request) => {
      await changePassword(deps, request.user!, request.body);
      return { status: 'changed' as const };
    },
  });

  api.post('/api/v1/users/:id/linkage/changeEmail', {
    schema: {
      tags,
      summary: 'Verify the new e-mail address (step 2)',
      params: userParamsSchema,
      body: changeEmailVerifyBody,
      response: { 200: accountResponseSchema },
    },
    preHandler: ownAccessToken,
    handler: async (request) =>
      userView(await verifyEmailChange(deps, request.user!, request.body.code, clientAddress(request.ip))),
  });

  api.post('/api/v1/users/:id/linkage/delete', {
    schema: {
      tags,
      summary: 'Delete the account and everything of it',
      params: userParamsSchema,
      response: { 200: deletedResponseSchema },
    },
    // A recent proof, spent by the call (docs/product.md#re-authentication).
    preHandler: [ownIdToken, (request, reply) => requireReauthentication(deps, request, reply)],
    handler: async (request) => {
      await deleteAccount(deps, request.user!, deletionHooks);
      return { status: 'deleted' as const };
    },
  });
}
