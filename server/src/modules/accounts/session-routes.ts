import { mfaRequiredResponseSchema, sessionResponseSchema, signedOutResponseSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { resultOf, signIns, tokensRefreshed } from '../../lib/metrics';
import { openBrowserSession } from './browser-session';
import { accountRouteContext, tags } from './route-context';
import { clientParams, refreshBody, signInBody } from './schemas';
import { checkPassword, refresh, signOutEverywhere, signOutSession, startSession } from './session-service';
import { signInClient } from './sign-in-client';
import type { SignInContext, SignInHooks } from './sign-in-hooks';

/** signin: the tokens, or for an account with two-step sign-in the token of its second step. */
const signInResponse = z.union([sessionResponseSchema, mfaRequiredResponseSchema]);
/** Refusals the sign-in history records (docs/product.md#sign-in-history). */
const REFUSALS: Partial<Record<string, 'wrongPassword' | 'locked'>> = {
  INCORRECT_CREDENTIALS: 'wrongPassword',
  ATTEMPT_LIMIT_EXCEEDED: 'locked',
};

// Sign-in and refresh each answer at `/api/v1/…` (the portal's own client) and at `/api/v1/client/{clientId}/…`.
const FOR_PORTAL = { prefix: '/api/v1', params: undefined, forClient: false } as const;
const FOR_CLIENT = { prefix: '/api/v1/client/:clientId', params: clientParams, forClient: true } as const;
const clientIdOf = (request: { params: unknown }) => (request.params as { clientId?: string }).clientId;

/** Sign-in, token refresh and sign-out (docs/product.md#sign-in, docs/product.md#refresh-tokens, docs/product.md#sign-out). */
export async function sessionRoutes(
  app: FastifyInstance,
  { signInHooks }: { signInHooks: SignInHooks },
): Promise<void> {
  const { api, deps, idToken, knownClient } = await accountRouteContext(app);
  for (const { prefix, params, forClient } of [FOR_PORTAL, FOR_CLIENT]) {
    // Sign-in also opens the browser session (httpOnly cookie) that OAuth2 single sign-on relies on.
    api.post(`${prefix}/signin`, {
      schema: {
        tags,
        summary: forClient ? 'Sign in for a client' : 'Sign in',
        // Only the client variant has params (an undefined schema makes Fastify warn at start).
        ...(params && { params }),
        body: signInBody,
        response: { 200: signInResponse },
      },
      handler: async (request, reply) => {
        // The portal signs in for the brand whose site it is (`x-client-id`, as at sign-up), so the security
        // centre names that brand (docs/product.md#security-centre).
        const clientId = forClient
          ? knownClient(clientIdOf(request))
          : signInClient(deps.config, request.headers['x-client-id']);
        const context: SignInContext = {
          clientId,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        };
        try {
          const user = await checkPassword(deps, request.body, clientAddress(request.ip));
          // An account with two-step sign-in gets its tokens from POST signin/mfa (docs/product.md#two-step-sign-in).
          const secondStep = await signInHooks.secondStep(user, context);
          if (secondStep) {
            signIns.inc({ result: 'mfa_required' });
            return { mfaRequired: true as const, mfaToken: secondStep.mfaToken };
          }
          const { session, familyId } = await startSession(deps, user, clientId);
          const browserSessionId = await openBrowserSession(deps, reply, user.id);
          // The security centre records the session's device and place (docs/product.md#security-centre).
          await signInHooks.signedIn(user, { familyId, browserSessionId }, context);
          signIns.inc({ result: 'success' });
          return session;
        } catch (error) {
          signIns.inc({ result: resultOf(error) });
          const refusal = error instanceof AppError ? REFUSALS[error.code] : undefined;
          if (refusal) await signInHooks.refused(request.body.email, refusal, context);
          throw error;
        }
      },
    });

    // The portal's refresh takes any client's token; a client's refresh only its own.
    api.post(`${prefix}/tokens/refresh`, {
      schema: {
        tags,
        summary: forClient ? 'Rotate a client’s refresh token' : 'Rotate the refresh token',
        ...(params && { params }),
        body: refreshBody,
        response: { 200: sessionResponseSchema },
      },
      handler: async (request) => {
        const tokens = await refresh(
          deps,
          request.body.token,
          forClient ? knownClient(clientIdOf(request)) : undefined,
        );
        tokensRefreshed.inc({ endpoint: 'api' });
        return tokens;
      },
    });
  }

  api.post('/api/v1/signout/sessions', {
    schema: {
      tags,
      summary: 'Sign out this session',
      body: refreshBody,
      response: { 200: signedOutResponseSchema },
    },
    handler: async (request) => {
      await signOutSession(deps, request.body.token);
      return { status: 'signedOut' as const };
    },
  });
  for (const path of ['/api/v1/signout/clients', '/api/v1/globalSignOut']) {
    api.post(path, {
      schema: { tags, summary: 'Sign out of every session', response: { 200: signedOutResponseSchema } },
      preHandler: idToken,
      handler: async (request) => {
        await signOutEverywhere(deps, request.user!.id);
        return { status: 'signedOut' as const };
      },
    });
  }
}
