import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online';

/**
 * docs/product.md#installable-app: while offline the app runs from the cached shell; this says so, and that
 * account data will load again once the connection is back.
 */
export function OfflineNotice() {
  const { t } = useTranslation('installableApp');
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 'var(--bottom-bar-height, 0px)',
        zIndex: 'snackbar',
        borderRadius: 0,
      }}
    >
      <strong>{t('offlineTitle')}</strong> {t('offlineBody')}
    </Alert>
  );
}
