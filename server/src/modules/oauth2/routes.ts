import { LOGIN_PATH, portalUrl, sessionResponseSchema, signedOutResponseSchema } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isSameOrigin } from '../../lib/same-origin';
import { browserSessionId, closeBrowserSession } from '../accounts';
import { authorize, exchangeCode, registeredRedirectUris } from './service';

const tags = ['oauth2'];
/** A redirect has no body: where it goes is the Location header. */
const redirect = z.null().describe('No body: see the Location header');
const authorizeQuery = z.object({
  client_id: z.string().max(64),
  redirect_uri: z.string().max(500),
  state: z.string().min(8).max(200),
  code_challenge: z.string().max(200),
  code_challenge_method: z.string().max(10).default('plain'),
  response_type: z.literal('code').default('code'),
});

/** OAuth2 single sign-on for the brand sites: authorization code with PKCE (S256) on the browser session. */
export async function oauth2Routes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/oauth2/authorize', {
    schema: {
      tags,
      summary: 'Authorization endpoint (code + PKCE S256)',
      querystring: authorizeQuery,
      response: { 302: redirect },
    },
    handler: async (request, reply) => {
      const q = request.query;
      const target = await authorize(
        deps,
        {
          clientId: q.client_id,
          redirectUri: q.redirect_uri,
          state: q.state,
          codeChallenge: q.code_challenge,
          codeChallengeMethod: q.code_challenge_method,
        },
        browserSessionId(request),
      );
      if (target) return reply.redirect(target);
      // Not signed in on this browser: sign in first, then come back to this very request.
      const { PUBLIC_URL, ROUTER_MODE } = deps.config;
      return reply.redirect(portalUrl(PUBLIC_URL, ROUTER_MODE, LOGIN_PATH, { continue: request.url }));
    },
  });

  api.post('/api/v1/oauth2/token', {
    schema: {
      tags,
      summary: 'Exchange a code and its PKCE verifier for tokens',
      body: z.object({
        code: z.string().min(10).max(200),
        codeVerifier: z.string().min(43).max(128).optional(),
      }),
      response: { 200: sessionResponseSchema },
    },
    handler: (request) => exchangeCode(deps, request.body.code, request.body.codeVerifier),
  });

  // Signing out changes state, so only a POST from this site's own pages does it (a link or an image on
  // another site cannot); a GET leads to the portal's sign-out page, which asks first.
  app.get(
    '/api/v1/oauth2/signout',
    {
      schema: {
        tags,
        summary: 'Leads to the sign-out page (changes nothing)',
        response: { 303: redirect },
      },
    },
    (_request, reply) => reply.redirect(`${deps.config.PUBLIC_URL}/backstage/oauth2/logout`, 303),
  );
  app.post(
    '/api/v1/oauth2/signout',
    {
      schema: {
        tags,
        summary: 'End the browser session (same-origin requests only)',
        response: { 200: signedOutResponseSchema, 302: redirect },
      },
    },
    async (request, reply) => {
      if (!isSameOrigin(request, deps.config.PUBLIC_URL)) throw new AppError('FORBIDDEN');
      await closeBrowserSession(deps, request, reply);
      const { redirect_uri: uri, client_id: clientId } = (request.query ?? {}) as Record<
        string,
        string | undefined
      >;
      if (uri && clientId && registeredRedirectUris(deps, clientId).includes(uri)) return reply.redirect(uri);
      return { status: 'signedOut' as const };
    },
  );
}
