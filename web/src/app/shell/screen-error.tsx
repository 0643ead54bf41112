import { Alert, AlertTitle, Button, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * A screen that fails to load or to draw (a script chunk refused by a dropped connection, or gone after a new
 * version was deployed) shows what happened and a way on, inside the shell, instead of a blank page; going
 * to another screen clears it (docs/product.md#shell).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

function ScreenError() {
  const { t } = useTranslation('shell');
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Alert
        severity="error"
        action={
          // A reload fetches the current version's files: a failed module import is not retried in place.
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t('screenError.retry')}
          </Button>
        }
      >
        <AlertTitle component="h1" sx={{ fontSize: '1.1rem' }}>
          {t('screenError.title')}
        </AlertTitle>
        {t('screenError.body')}
      </Alert>
    </Container>
  );
}
