import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createAppRouter(config)} />
    </Providers>
  </StrictMode>,
);
