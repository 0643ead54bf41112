/** Starts the app: i18n in the visit's culture, then the router in the providers (main.tsx loads it). */
import i18next from 'i18next';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { rewriteUrlForMode } from '@/app/router/hash-rewrite';
import { createAppRouter } from '@/app/router/router';
import { initI18n } from '@/i18n';
import { isSignedIn } from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import { readPublicConfig } from '@/lib/public-config';
import { prerenderedFor } from '@/prerender/prerendered-for';

const config = readPublicConfig();
rewriteUrlForMode(config.routerMode);
await initI18n();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter(config)} />
    </Providers>
  </StrictMode>
);
const visit = { brand: currentBrand(), culture: i18next.language, signedIn: isSignedIn() };
// A transition: React works in slices of a few milliseconds instead of one long task, so a phone's main thread
// is not blocked for the whole first render (issue #14: total blocking time).
if (prerenderedFor(visit)) {
  // The server's HTML is this visit's screen (ADR 046): React adopts it instead of drawing it again.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
document.documentElement.removeAttribute('data-prerender-stale');
