import { OIDC_PATHS, oidcTokenResponseSchema, oidcUserInfoSchema } from '@backstage/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { browserSessionId } from '../accounts';
import { authenticateClient } from './clients';
import { startLogout } from './logout-service';
import { invalidRequest, OidcError } from './oidc-error';
import { formParams, type RawParams, singleParams } from './params';
import { revokeToken } from './revoke-service';
import { tokenRequest } from './token-service';
import { userInfo } from './userinfo-service';

const tags = ['oidc'];
const FORM = 'application/x-www-form-urlencoded';
const formBody = (description: string) => ({ description, consumes: [FORM] });

/**
 * The endpoints a relying party calls itself, with forms (RFC 6749 §3.2): token, revocation, UserInfo, and the
 * end-session endpoint's POST. Their errors answer as RFC 6749 §5.2 (`{error, error_description}`, `no-store`
 * as every answer under /api/); the form parser and that error shape stay inside this plugin.
 */
export async function tokenRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // A malformed body (wrong type, too large) is the client's invalid_request, with a fixed text: the parser's
    // message may quote the request (RFC 6749 §5.2 wants ASCII that never echoes input); the end-session page's
    // catalogue errors and the server's own keep the portal's shape.
    const known =
      error instanceof OidcError
        ? error
        : !(error instanceof AppError) && error.statusCode && error.statusCode < 500
          ? invalidRequest('The request body is malformed.')
          : undefined;
    if (!known) throw error;
    if (known.error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="backstage"');
    if (known.error === 'invalid_token')
      reply.header(
        'www-authenticate',
        `Bearer error="invalid_token", error_description="${known.description}"`,
      );
    return reply.status(known.statusCode).send({ error: known.error, error_description: known.description });
  });
  // RFC 6749 §5.1: beside `no-store`, `Pragma: no-cache` for HTTP/1.0 caches on every answer, errors too.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('pragma', 'no-cache');
  });
  const form = (body: unknown) => singleParams(formParams(body));

  api.post(OIDC_PATHS.token, {
    schema: {
      tags,
      summary: 'Token endpoint: authorization_code (PKCE) and refresh_token grants',
      ...formBody('grant_type, code, redirect_uri, code_verifier, refresh_token, client_id, client_secret'),
      response: { 200: oidcTokenResponseSchema },
    },
    handler: async (request) => {
      const params = form(request.body);
      const client = authenticateClient(deps.config, request.headers.authorization, params);
      return tokenRequest(deps, client, params);
    },
  });

  api.post(OIDC_PATHS.revoke, {
    schema: {
      tags,
      summary: 'Token revocation (RFC 7009): ends the session of a refresh or access token',
      ...formBody('token, token_type_hint, client_id, client_secret'),
      response: { 200: z.object({}) },
    },
    handler: async (request) => {
      const params = form(request.body);
      await revokeToken(deps, authenticateClient(deps.config, request.headers.authorization, params), params);
      return {};
    },
  });

  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: OIDC_PATHS.userinfo,
      schema: {
        tags,
        summary: 'UserInfo: the claims the access token’s scopes allow',
        ...(method === 'POST' && formBody('access_token, unless sent as Authorization: Bearer')),
        response: { 200: oidcUserInfoSchema },
      },
      handler: async (request) => {
        const token =
          method === 'POST' && request.body !== undefined ? form(request.body).access_token : undefined;
        return userInfo(deps, request.headers.authorization, token);
      },
    });
  }

  api.post(OIDC_PATHS.endSession, {
    schema: {
      tags,
      summary: 'End-session endpoint by form POST: leads to the logout screen (changes nothing)',
      ...formBody('id_token_hint, client_id, post_logout_redirect_uri, state'),
      response: { 303: z.null().describe('No body: see the Location header') },
    },
    handler: async (request, reply) =>
      reply.redirect(
        await startLogout(deps, formParams(request.body) as RawParams, browserSessionId(request)),
        303,
      ),
  });
}
