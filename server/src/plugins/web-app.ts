import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiError } from '@backstage/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** index.html with the public configuration the SPA reads (router mode) injected as a meta tag. */
export function withPublicConfig(html: string, config: { routerMode: string }): string {
  const meta = `<meta name="backstage-config" content="${escapeHtml(JSON.stringify(config))}">`;
  return html.replace('</head>', `${meta}</head>`);
}

/** Serves the built SPA under /backstage/ (history-mode fallback to index.html); `/` redirects there. */
export async function webAppRoutes(app: FastifyInstance): Promise<void> {
  const dist = app.deps.config.WEB_DIST_DIR;
  const indexFile = join(dist, 'index.html');
  // The web app's pages and files are not API: they stay out of /api/docs.
  const page = { schema: { hide: true } };
  app.get('/', page, (_request, reply) => reply.redirect('/backstage/'));
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'web app not built: run `npm run build -w web`');
    app.get('/backstage/*', page, (_request, reply) =>
      reply.status(503).send(apiError('SERVICE_NOT_AVAILABLE')),
    );
    return;
  }
  const index = withPublicConfig(readFileSync(indexFile, 'utf8'), {
    routerMode: app.deps.config.ROUTER_MODE,
  });
  const sendIndex = (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(index);

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/backstage/',
    index: false,
    wildcard: false,
    // Source maps are built hidden (kept for error reports) and never served: they hold the whole source.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Our own Cache-Control: send()'s default (max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(dist, 'assets'));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/backstage', page, sendIndex);
  app.get('/backstage/', page, sendIndex);
  app.get('/backstage/*', page, (request, reply) => {
    // Missing hashed assets are real 404s; any other path is a client-side route.
    if (request.url.startsWith('/backstage/assets/')) return reply.status(404).send(apiError('NOT_FOUND'));
    return sendIndex(request, reply);
  });
}
