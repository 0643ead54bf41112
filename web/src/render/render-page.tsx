import type { Brand } from '@backstage/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
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
 * Two passes: React's static `prerender` waits for the route's lazy screens and texts, then `renderToString`
 * draws the page with all of them loaded, so every Suspense boundary is complete in place. (The prerender's own
 * HTML would send a boundary that waited as a hidden part and a script moving it, which the CSP refuses.)
 * Emotion, loaded with its server build, writes each component's styles beside it. Run by the build
 * (`render/build-prerender.mjs`), never in the browser.
 */
export async function renderPage(path: string, brand: Brand): Promise<string> {
  const { prelude } = await prerender(await pageTree(path, brand));
  await new Response(prelude).arrayBuffer();
  const html = renderToString(await pageTree(path, brand));
  // `<!--$!-->` marks a boundary that still suspended: the browser would draw it afresh, not adopt it.
  if (html.includes('<!--$!-->') || html.includes('<script'))
    throw new Error(`${path} (${brand}) still waits for something after rendering`);
  return html;
}
