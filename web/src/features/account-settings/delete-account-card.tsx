import { LOGIN_PATH } from '@backstage/domain';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { clearCredentials } from '@/lib/credentials';
import { useReauth } from '@/lib/reauth/use-reauth';
import { useDialogs } from '@/lib/ui/dialogs';
import { useDeleteAccount } from './api/delete-account';

/** Delete account: confirmed in a dialog, cannot be undone, refused while a cloud subscription is active. */
export function DeleteAccountCard({ onDeleted }: { onDeleted?: () => void }) {
  const { t } = useTranslation('auth');
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const deleteAccount = useDeleteAccount();
  // Deleting needs a recent re-authentication (docs/product.md#re-authentication).
  const reauth = useReauth();
  const [error, setError] = useState<string>();
  const remove = async () => {
    setError(undefined);
    try {
      await reauth.withReauth(() => deleteAccount.mutateAsync());
      clearCredentials();
      if (onDeleted) onDeleted();
      else navigate(LOGIN_PATH, { replace: true });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="delete-account-title">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="delete-account-title" variant="h2">
            {t('settings.deleteTitle')}
          </Typography>
          <Typography color="text.secondary">{t('settings.deleteText')}</Typography>
          {error && <Alert severity="error">{error}</Alert>}
          <Button
            color="error"
            variant="outlined"
            onClick={() =>
              dialogs.open({
                title: t('settings.deleteConfirmTitle'),
                body: t('settings.deleteConfirmText'),
                actions: [
                  { label: t('settings.cancel') },
                  { label: t('settings.deleteConfirm'), primary: true, onClick: remove },
                ],
              })
            }
          >
            {t('settings.deleteButton')}
          </Button>
        </Stack>
        {reauth.dialog}
      </CardContent>
    </Card>
  );
}
