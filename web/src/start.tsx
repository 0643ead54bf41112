/** Starts the app: i18n in the visit's culture, then the router in the providers (main.tsx loads it). */
import { BRAND_THEMES, themeOfBrand } from '@backstage/domain';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { rewriteUrlForMode } from '@/app/router/hash-rewrite';
import { createAppRouter } from '@/app/router/router';
import { initI18n } from '@/i18n';
import { isSignedIn } from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import { adoptInTurns, nextTask } from '@/lib/hydrate-in-turns';
import { readPublicConfig } from '@/lib/public-config';
import { prerenderedFor } from '@/prerender/prerendered-for';
import { muiTheme } from '@/theme/mui-theme';

const config = readPublicConfig();
rewriteUrlForMode(config.routerMode);
// Over a prerendered page (ADR 046) each step below runs in a task of its own, so that none holds input back
// for long (docs/decisions/052-prerendered-page-adopted-in-turns.md).
const prerendered = document.documentElement.hasAttribute('data-prerender');
const step = () => (prerendered ? nextTask() : undefined);
await step();
await initI18n();
const visit = { brand: currentBrand(), culture: i18next.language, signedIn: isSignedIn() };
// The server's HTML is this visit's screen (ADR 046): the app adopts it instead of drawing it again, step by
// step, each in a task of its own (lib/hydrate-in-turns.tsx).
const adopting = prerenderedFor(visit);

await step();
const router = createAppRouter(config);
await step();
// Made now, the brand's theme is ready when the providers ask for it (muiTheme keeps it).
muiTheme(BRAND_THEMES[themeOfBrand(visit.brand)]);
await step();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (adopting) {
  adoptInTurns(() => hydrateRoot(container, app));
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
document.documentElement.removeAttribute('data-prerender-stale');
