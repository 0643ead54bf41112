import {
  OIDC_PATHS,
  oidcConsentAnswerSchema,
  oidcConsentSchema,
  oidcLogoutResponseSchema,
  openIdConfigurationSchema,
} from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { clientAddress } from '../../lib/client-address';
import { isSameOrigin } from '../../lib/same-origin';
import { browserSessionId } from '../accounts';
import { REQUEST_PARAMS } from './authorize-request';
import { authorize } from './authorize-service';
import { connectedAppsRoutes } from './connected-apps-routes';
import { answerConsent, consentQuestion } from './consent-service';
import { openIdConfiguration } from './discovery';
import { confirmLogout, startLogout } from './logout-service';
import type { RawParams } from './params';
import { tokenRoutes } from './token-routes';

const tags = ['oidc'];
/** A redirect has no body: where it goes is the Location header. */
const redirect = z.null().describe('No body: see the Location header');
const param = z.union([z.string(), z.array(z.string())]).optional();
/** Documented, not enforced here: a repeated or bad parameter is answered as the RFCs say, not as 400 INVALID_INPUT. */
const params = (...names: string[]) => z.looseObject(Object.fromEntries(names.map((name) => [name, param])));

/** A standard OpenID Connect provider beside the spec's oauth2 calls (docs/decisions/063-*). */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/.well-known/openid-configuration', {
    schema: { tags, summary: 'OpenID Connect discovery', response: { 200: openIdConfigurationSchema } },
    handler: (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return openIdConfiguration(deps.config);
    },
  });

  api.get(OIDC_PATHS.authorize, {
    schema: {
      tags,
      summary: 'Authorization endpoint (code, PKCE S256, nonce, prompt=none|login|consent, max_age)',
      // The parameters a request keeps while the visitor signs in, and the parked request's id it comes back with.
      querystring: params(...REQUEST_PARAMS, 'resume'),
      response: { 302: redirect },
    },
    handler: async (request, reply) =>
      reply.redirect(
        await authorize(
          deps,
          request.query as RawParams,
          browserSessionId(request),
          clientAddress(request.ip),
        ),
      ),
  });

  // RP-Initiated Logout 1.0 §2: GET; the form POST is in tokenRoutes, where forms are read.
  api.get(OIDC_PATHS.endSession, {
    schema: {
      tags,
      summary: 'End-session endpoint: leads to the logout screen (changes nothing)',
      querystring: params('id_token_hint', 'client_id', 'post_logout_redirect_uri', 'state', 'ui_locales'),
      response: { 303: redirect },
    },
    handler: async (request, reply) =>
      reply.redirect(await startLogout(deps, request.query as RawParams, browserSessionId(request)), 303),
  });

  api.post(OIDC_PATHS.confirmLogout, {
    schema: {
      tags,
      summary: "The logout screen's yes: ends the browser session (same-origin requests only)",
      body: z.object({ logout: z.string().max(100).optional() }),
      response: { 200: oidcLogoutResponseSchema },
    },
    handler: async (request, reply) => {
      if (!isSameOrigin(request, deps.config.PUBLIC_URL)) throw new AppError('FORBIDDEN');
      return confirmLogout(deps, request, reply, request.body.logout);
    },
  });

  // The consent screen (docs/decisions/088-*): its question and its answer, for the browser session asked only.
  const consentId = z.string().min(1).max(100);
  api.get(OIDC_PATHS.consent, {
    schema: {
      tags,
      summary: "The consent screen's question: the client's name, the scopes it asks for, the account",
      querystring: z.object({ consent: consentId }),
      response: { 200: oidcConsentSchema },
    },
    handler: (request) => consentQuestion(deps, request.query.consent, browserSessionId(request)),
  });

  api.post(OIDC_PATHS.consent, {
    schema: {
      tags,
      summary: "The consent screen's Allow or Deny: where the browser goes next (same-origin requests only)",
      body: z.object({ consent: consentId, allow: z.boolean() }),
      response: { 200: oidcConsentAnswerSchema },
    },
    handler: async (request) => {
      if (!isSameOrigin(request, deps.config.PUBLIC_URL)) throw new AppError('FORBIDDEN');
      return answerConsent(deps, request.body.consent, browserSessionId(request), request.body.allow);
    },
  });

  await app.register(connectedAppsRoutes);
  await app.register(tokenRoutes);
}
