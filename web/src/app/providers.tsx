import type { Brand } from '@backstage/domain';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createEmotionCache } from '@/lib/hydration/emotion-cache';
import { createQueryClient } from '@/lib/query-client';
import { DialogsProvider } from '@/lib/ui/dialogs';
import { ProgressProvider } from '@/lib/ui/progress';
import { SnackbarProvider } from '@/lib/ui/snackbar';
import { BrandThemeProvider } from '@/theme';

const queryClient = createQueryClient();
// The build's prerender leaves emotion to make a cache per page: one kept across pages would write each
// style into the first page only.
const emotionCache = import.meta.env.SSR ? undefined : createEmotionCache();

/**
 * App-wide providers: styles' cache (in the browser), server state, brand theme, progress, snackbar, dialogs.
 * `brand` is given by the build's prerender; the browser resolves it from the page's address.
 */
export function Providers({ children, brand }: { children: ReactNode; brand?: Brand }) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider brand={brand}>
        <ProgressProvider>
          <SnackbarProvider>
            <DialogsProvider>{children}</DialogsProvider>
          </SnackbarProvider>
        </ProgressProvider>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{app}</CacheProvider> : app;
}
