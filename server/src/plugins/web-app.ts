import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Precompressed, sendPrecompressed } from '../lib/precompressed';
import { errorBody } from './errors';
import { prerenderedPages } from './prerendered-pages';
import { LOGOUT_PAGE, ownSignOutCookie } from './sign-out-visit';

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

// The build writes each file compressed beside it (x.js.br, x.js.gz): sent for x.js, never asked for by name.
const isCompressedCopy = (path: string) => /\.(br|gz)$/.test(path);

/**
 * Every file of the built app as its path under the prefix (`/assets/x.js`), as `@fastify/static` listed them for
 * a route each; names with a segment starting with a dot stay out, as its listing left them out.
 */
export function builtFiles(dist: string): Set<string> {
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${join(entry.parentPath, entry.name).slice(dist.length).split(sep).filter(Boolean).join('/')}`,
    )
    .filter((path) => !path.split('/').some((segment) => segment.startsWith('.')))
    .filter((path) => !isCompressedCopy(path));
  return new Set(files);
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
    app.get('/backstage/*', page, (request, reply) =>
      reply.status(503).send(errorBody(request, 'SERVICE_NOT_AVAILABLE')),
    );
    return;
  }
  const routerMode = app.deps.config.ROUTER_MODE;
  const withConfig = (html: string) => withPublicConfig(html, { routerMode });
  const index = new Precompressed(withConfig(readFileSync(indexFile, 'utf8')));
  // ADR 046: a first-time visitor of a public page gets it drawn already. Hash routing keeps the screen's
  // path after '#', which the server never sees, so it always gets the plain shell.
  const prerendered = routerMode === 'history' ? prerenderedPages(dist) : undefined;
  const pages = new Map<string, Precompressed>();
  const pageFor = (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/backstage/, '') || '/';
    const page = prerendered?.pageFor({ path, host: request.hostname, query: url.searchParams });
    if (page === undefined) return undefined;
    if (!pages.has(page)) pages.set(page, new Precompressed(withConfig(page)));
    return pages.get(page)!;
  };
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const page = pageFor(request);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'host');
    // The service worker keeps only the plain shell for offline starts (web/src/service-worker/shell-cache.ts).
    if (page) reply.header('x-backstage-prerendered', '1');
    if (request.url.split('?')[0] === LOGOUT_PAGE)
      reply.header('set-cookie', ownSignOutCookie(request.headers['sec-fetch-site']));
    return sendPrecompressed(request, reply, page ?? index);
  };

  // One route answers the app's files and its client-side routes: `@fastify/static` with a route per file
  // (source maps included) spent part of every start listing and registering them (docs/decisions/050-*).
  const files = builtFiles(dist);
  // As `@fastify/static`'s own routes: a download the client dropped ends there, without an error answer.
  const fileErrors = (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code !== 'ERR_STREAM_PREMATURE_CLOSE') return app.errorHandler(error, request, reply);
    request.raw.destroy();
  };
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    // Source maps are built hidden (kept for error reports) and never served: they hold the whole source.
    // The prerendered pages are answered at their routes (ADR 046), not as files.
    allowedPath: (pathName) =>
      !pathName.endsWith('.map') && !pathName.startsWith('/prerender/') && !isCompressedCopy(pathName),
    // x.js.br or x.js.gz when the client takes it (the build's copies, web/vite.config.ts), else x.js.
    preCompressed: true,
    // Our own Cache-Control: send()'s default (max-age=0) would replace the one set here.
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(dist, 'assets'));
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache between keeps one copy per encoding (`preCompressed` below).
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/backstage', page, sendIndex);
  app.get('/backstage/', page, sendIndex);
  app.get('/backstage/*', { ...page, errorHandler: fileErrors }, (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    // `allowedPath` above answers 404 for source maps and the page files.
    if (files.has(path)) return reply.sendFile(path);
    // Missing hashed assets are real 404s; any other path is a client-side route.
    if (request.url.startsWith('/backstage/assets/'))
      return reply.status(404).send(errorBody(request, 'NOT_FOUND'));
    return sendIndex(request, reply);
  });
}
