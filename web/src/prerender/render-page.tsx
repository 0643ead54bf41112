import type { Brand } from '@backstage/domain';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/router/router';

async function pageTree(path: string, brand: Brand) {
  const handler = createStaticHandler(appRoutes, { basename: '/backstage' });
  const context = await handler.query(new Request(`http://localhost/backstage${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects: only screens can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <StrictMode>
      <Providers brand={brand}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
}

/**
 * The screen of `path` for a first-time visitor of `brand`, as HTML (docs/decisions/046-prerendered-public-pages.md).
 * Preact's string renderer (docs/decisions/051-preact-renders-the-app.md) waits for the route's lazy screens and
 * texts and renders them in place, so the HTML holds the whole screen and no streaming scripts (which the CSP
 * would refuse, leaving the screen to the browser). Emotion, loaded with its server build, writes each
 * component's styles beside it. Run by the build (`web/scripts/prerender.mjs`), never in the browser.
 */
export async function renderPage(path: string, brand: Brand): Promise<string> {
  const html = await renderToStringAsync(await pageTree(path, brand));
  if (html.includes('<!--$s-->') || html.includes('<script'))
    throw new Error(`${path} (${brand}) still waits for something after rendering`);
  return html;
}
