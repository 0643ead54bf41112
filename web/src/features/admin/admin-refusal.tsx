import { Alert, Button, Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { queryKeys } from '@/lib/api/query-keys';
import { ReauthDialog } from '@/lib/reauth/reauth-dialog';
import { refusalKind } from './refusal-kind';

/**
 * What a console call's failure means to the staff member (docs/product.md#staff-console): turn on two-step
 * sign-in (with the way there), a part their roles do not cover, a console session idle too long (confirming
 * it is them starts it again), or try again.
 */
export function AdminRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const kind = refusalKind(error);
  const resumed = () => {
    setConfirming(false);
    queryClient.invalidateQueries({ queryKey: queryKeys.admin() });
  };
  return (
    <Alert
      severity={kind === 'failed' ? 'error' : 'info'}
      role="alert"
      action={
        kind === 'sessionEnded' && (
          <Button color="inherit" onClick={() => setConfirming(true)}>
            {t('refusal.confirm')}
          </Button>
        )
      }
    >
      {t(`refusal.${kind}`)}
      {kind === 'twoStep' && (
        <>
          {' '}
          <Link component={RouterLink} to="/settings/security">
            {t('refusal.twoStepLink')}
          </Link>
        </>
      )}
      {confirming && <ReauthDialog allowCode onDone={resumed} onCancel={() => setConfirming(false)} />}
    </Alert>
  );
}
