import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiError } from '@backstage/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedPages } from './prerendered-pages';

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
  const routerMode = app.deps.config.ROUTER_MODE;
  const withConfig = (html: string) => withPublicConfig(html, { routerMode });
  const index = withConfig(readFileSync(indexFile, 'utf8'));
  // ADR 046: a first-time visitor of a public page gets it drawn already. Hash routing keeps the screen's
  // path after '#', which the server never sees, so it always gets the plain shell.
  const prerendered = routerMode === 'history' ? prerenderedPages(dist) : undefined;
  const pages = new Map<string, string>();
  const pageFor = (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/backstage/, '') || '/';
    const page = prerendered?.pageFor({ path, host: request.hostname, query: url.searchParams });
    if (page === undefined) return undefined;
    if (!pages.has(page)) pages.set(page, withConfig(page));
    return pages.get(page)!;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'host');
    // The service worker keeps only the plain shell for offline starts (web/src/service-worker/shell-cache.ts).
    if (page) reply.header('x-backstage-prerendered', '1');
    return reply.send(page ?? index);
  };

  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/backstage/',
    index: false,
    wildcard: false,
    // Source maps are built hidden (kept for error reports) and never served: they hold the whole source.
    // The prerendered pages are answered at their routes (ADR 046), not as files.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith('/prerender/'),
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
