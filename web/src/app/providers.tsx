import type { Brand } from '@backstage/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { DialogsProvider } from '@/lib/ui/dialogs';
import { ProgressProvider } from '@/lib/ui/progress';
import { SnackbarProvider } from '@/lib/ui/snackbar';
import { BrandThemeProvider } from '@/theme';

const queryClient = createQueryClient();

/**
 * App-wide providers: server state, brand theme, progress, snackbar, dialogs. `brand` is given by the build's
 * prerender; the browser resolves it from the page's address.
 */
export function Providers({ children, brand }: { children: ReactNode; brand?: Brand }) {
  return (
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
}
