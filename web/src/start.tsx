/** Starts the app: i18n in the visit's culture, then the router in the providers (entry.ts loads it). */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { Providers } from '@/app/providers';
import { rewriteUrlForMode } from '@/app/router/hash-rewrite';
import { AppRouter } from '@/app/router/router';
import { initI18n } from '@/i18n';
import { isSignedIn } from '@/lib/credentials';
import { currentBrand } from '@/lib/current-brand';
import { mountApp } from '@/lib/hydration/mount-app';
import { readPublicConfig } from '@/lib/public-config';

const config = readPublicConfig();
rewriteUrlForMode(config.routerMode);
await initI18n();
mountApp(
  <StrictMode>
    <Providers>
      <AppRouter mode={config.routerMode} />
    </Providers>
  </StrictMode>,
  { brand: currentBrand(), cultureCode: i18next.language, signedIn: isSignedIn() },
);
