import type { FastifyInstance } from 'fastify';

const PRIVATE_PREFIXES = ['/api/', '/cloud/'];

/**
 * API answers carry tokens (sign-in, refresh, oauth2/token, the sign-up security token) or personal data
 * (me, profile, My Gear): no browser, proxy or CDN may keep them. Every answer under /api/ and /cloud/ is
 * `no-store` unless its route set its own Cache-Control (public master lists, product images), and an
 * answer to a request with credentials is never left public.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!PRIVATE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
    const credentialed = request.headers.authorization !== undefined || request.headers.cookie !== undefined;
    const own = reply.getHeader('cache-control');
    if (own === undefined || (credentialed && !/no-store|private/.test(String(own))))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
