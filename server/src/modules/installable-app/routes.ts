import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_THEMES, resolveBrand, type ThemeName, webAppManifest } from '@backstage/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../../plugins/errors';
import { appIconSvg } from './app-icon';
import { servedWorker } from './served-worker';

// Files of the web app, not API: they stay out of /api/docs.
const hide = { hide: true };

/**
 * docs/product.md#installable-app and #service-worker: `/sw.js` at the origin's root (so its scope is the
 * whole origin), the brand's web app manifest and its icons.
 */
export async function installableAppRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const workerFile = join(config.WEB_DIST_DIR, 'sw.js');
  const shellFile = join(config.WEB_DIST_DIR, 'index.html');
  const worker =
    existsSync(workerFile) && existsSync(shellFile)
      ? servedWorker(readFileSync(workerFile, 'utf8'), {
          publicOrigin: config.PUBLIC_URL,
          shellHtml: readFileSync(shellFile, 'utf8'),
        })
      : undefined;

  app.get('/sw.js', { schema: hide }, (request, reply) => {
    if (!worker) return reply.status(503).send(errorBody(request, 'SERVICE_NOT_AVAILABLE'));
    // Browsers check for a new worker on each visit; no-cache makes that check reach the server.
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(worker);
  });

  app.get('/backstage/manifest.webmanifest', { schema: hide }, (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host')
      .send(JSON.stringify(webAppManifest(resolveBrand({ host: request.hostname })))),
  );

  const iconParams = z.object({ icon: z.string() });
  app.get('/backstage/icons/:icon', { schema: hide }, (request, reply) => {
    const match = /^([a-z]+)-(any|maskable)\.svg$/.exec(iconParams.parse(request.params).icon);
    const theme = match?.[1] as ThemeName | undefined;
    if (!match || !theme || !Object.hasOwn(BRAND_THEMES, theme))
      return reply.status(404).send(errorBody(request, 'NOT_FOUND'));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(appIconSvg(theme, match[2] as 'any' | 'maskable'));
  });
}
