/** Starts the app: i18n in the visit's culture, then the router in the providers (render/entry.ts loads it). */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { rewriteUrlForMode } from '@/app/router/hash-rewrite';
import { createAppRouter } from '@/app/router/router';
import { initI18n } from '@/i18n';
import { isSignedIn } from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import { readPublicConfig } from '@/lib/public-config';
import { mountApp } from '@/render/mount-app';

const config = readPublicConfig();
rewriteUrlForMode(config.routerMode);
await initI18n();
const router = createAppRouter(config);
mountApp(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
  { brand: currentBrand(), cultureCode: i18next.language, signedIn: isSignedIn() },
);
