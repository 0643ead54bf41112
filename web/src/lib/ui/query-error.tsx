import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What a screen shows when its data did not come (an error answer, or no answer within the HTTP time-out):
 * the reason and a way to try again (docs/product.md#progress-indicator).
 */
export function QueryError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('request.retry')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
