import type { Brand } from '@backstage/domain';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { Providers } from '@/app/providers';
import { AppRoutes, appRoutes } from '@/app/router/router';

function pageTree(path: string, brand: Brand) {
  // '*' sends an unknown address home: only screens can be prerendered.
  if (matchRoutes(appRoutes, path)?.at(-1)?.route.path === '*') throw new Error(`${path} is not a screen`);
  return (
    <StrictMode>
      <Providers brand={brand}>
        <StaticRouter basename="/backstage" location={`/backstage${path}`}>
          <AppRoutes />
        </StaticRouter>
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
 * (`prerender/build-prerender.mjs`), never in the browser.
 */
export async function renderPage(path: string, brand: Brand): Promise<string> {
  const { prelude } = await prerender(pageTree(path, brand));
  await new Response(prelude).arrayBuffer();
  const html = renderToString(pageTree(path, brand));
  // `<!--$!-->` marks a boundary that still suspended: the browser would draw it afresh, not adopt it.
  if (html.includes('<!--$!-->') || html.includes('<script'))
    throw new Error(`${path} (${brand}) still waits for something after rendering`);
  return html;
}
