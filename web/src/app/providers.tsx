import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { DialogsProvider } from '@/lib/ui/dialogs';
import { ProgressProvider } from '@/lib/ui/progress';
import { SnackbarProvider } from '@/lib/ui/snackbar';
import { BrandThemeProvider } from '@/theme';

const queryClient = createQueryClient();

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
