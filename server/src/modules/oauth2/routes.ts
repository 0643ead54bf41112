import { LOGIN_PATH } from '@backstage/domain';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadSecret } from '../../lib/keys';
import type { AccountContext } from '../accounts/context';
import { browserSessionId, closeBrowserSession } from './browser-session';
import { authorize, exchangeCode, registeredRedirectUris } from './service';

const tags = ['oauth2'];
const authorizeQuery = z.object({
  client_id: z.string().max(64),
  redirect_uri: z.string().max(500),
  state: z.string().min(8).max(200),
  code_challenge: z.string().max(200),
  code_challenge_method: z.string().max(10).default('plain'),
  response_type: z.literal('code').default('code'),
});

/** OAuth2 single sign-on for the brand sites: authorization code with PKCE (S256) on the browser session. */
export async function oauth2Routes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  await app.register(cookie, { secret: loadSecret(ctx.config.DATA_DIR, 'cookie.key').toString('base64') });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/v1/oauth2/authorize', {
    schema: { tags, summary: 'Authorization endpoint (code + PKCE S256)', querystring: authorizeQuery },
    handler: async (request, reply) => {
      const q = request.query;
      const target = await authorize(
        ctx,
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
      const back = encodeURIComponent(request.url);
      return reply.redirect(`${ctx.config.PUBLIC_URL}/backstage${LOGIN_PATH}?continue=${back}`);
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
    },
    handler: (request) => exchangeCode(ctx, request.body.code, request.body.codeVerifier),
  });

  const signout = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    await closeBrowserSession(ctx, request, reply);
    const { redirect_uri: uri, client_id: clientId } = (request.query ?? {}) as Record<
      string,
      string | undefined
    >;
    if (uri && clientId && registeredRedirectUris(ctx, clientId).includes(uri)) return reply.redirect(uri);
    return { status: 'signedOut' };
  };
  app.get('/api/v1/oauth2/signout', { schema: { tags, summary: 'End the browser session' } }, signout);
  app.post('/api/v1/oauth2/signout', { schema: { tags, summary: 'End the browser session' } }, signout);
}
