import { Alert, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { refusalKind } from './refusal-kind';

/**
 * What a console call's failure means to the staff member (docs/product.md#staff-console): turn on two-step
 * sign-in (with the way there), a part their roles do not cover, an admin session ended, or try again.
 */
export function AdminRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const kind = refusalKind(error);
  return (
    <Alert severity={kind === 'failed' ? 'error' : 'info'} role="alert">
      {t(`refusal.${kind}`)}
      {kind === 'twoStep' && (
        <>
          {' '}
          <Link component={RouterLink} to="/settings/security">
            {t('refusal.twoStepLink')}
          </Link>
        </>
      )}
    </Alert>
  );
}
