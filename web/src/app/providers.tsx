import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrandThemeProvider } from '../theme';
import { DialogsProvider } from './shell/dialogs';
import { ProgressProvider } from './shell/progress';
import { SnackbarProvider } from './shell/snackbar';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** App-wide providers: server state, brand theme, progress, snackbar, dialogs. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandThemeProvider>
        <ProgressProvider>
          <SnackbarProvider>
            <DialogsProvider>{children}</DialogsProvider>
          </SnackbarProvider>
        </ProgressProvider>
      </BrandThemeProvider>
    </QueryClientProvider>
  );
}
