import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { rewriteUrlForMode } from '@/app/router/hash-rewrite';
import { createAppRouter } from '@/app/router/router';
import { initI18n } from '@/i18n';
import { readPublicConfig } from '@/lib/public-config';

const config = readPublicConfig();
rewriteUrlForMode(config.routerMode);
await initI18n();

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices of a few milliseconds instead of one long task, so a
// phone's main thread is not blocked for the whole first render (issue #14: total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter(config)} />
      </Providers>
    </StrictMode>,
  ),
);
