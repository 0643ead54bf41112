import { OIDC_PATHS } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { webOrigins } from './clients';

/**
 * What a browser client calls from its own origin (docs/decisions/089-*): discovery, the keys, and the token,
 * UserInfo and revocation endpoints. Nothing else of the API answers CORS.
 */
export const CORS_PATHS = [
  '/.well-known/openid-configuration',
  '/.well-known/jwks.json',
  OIDC_PATHS.token,
  OIDC_PATHS.userinfo,
  OIDC_PATHS.revoke,
] as const;
const PATHS = new Set<string>(CORS_PATHS);

/**
 * CORS for OpenID Connect browser clients (docs/decisions/089-*): the origin of a registered redirect URI is
 * echoed (never `*`, never with credentials: a client sends its token in `Authorization`, not a cookie), with a
 * preflight; any other origin gets no CORS header at all, so its browser refuses the answer. Registered on
 * the root instance, so the JWKS of the tokens module answers too.
 */
export function registerOidcCors(app: FastifyInstance): void {
  const origins = webOrigins(app.deps.config);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    if (!PATHS.has(path)) return;
    // Caches keep one answer per origin: with CORS headers for a registered one, without for the rest.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (!origin || !origins.has(origin)) return;
    reply.header('access-control-allow-origin', origin);
    if (request.method !== 'OPTIONS') return;
    reply.header('access-control-allow-methods', 'GET, POST');
    reply.header('access-control-allow-headers', 'Authorization, Content-Type');
    reply.header('access-control-max-age', '600');
  });
  // The preflight (Fetch §3.2.2): 204; it carries the headers above only for a registered origin.
  for (const path of CORS_PATHS)
    app.options(path, { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
}
