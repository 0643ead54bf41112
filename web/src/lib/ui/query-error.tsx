import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows when its data did not come (an error answer, or no answer within the HTTP time-out):
 * the reason and a way to try again (docs/product.md#progress-indicator, ADR 076, ADR 093). `message` is the
 * screen's own words for it where it has them (else the answer's); `severity` a softer one for a part of a page.
 */
export function QueryError({
  error,
  onRetry,
  message,
  severity = 'error',
}: {
  error: Error;
  onRetry(): void;
  message?: string;
  severity?: 'error' | 'warning' | 'info';
}) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity={severity}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('request.retry')}
        </Button>
      }
    >
      {message ?? error.message}
    </Alert>
  );
}
