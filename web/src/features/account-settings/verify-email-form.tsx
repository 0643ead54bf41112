import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useVerifyEmailChange } from './api/verify-email-change';

/** The code from the mail to the new address makes it the sign-in address (docs/product.md#email-change). */
export function VerifyEmailForm({ email, initialCode = '' }: { email: string; initialCode?: string }) {
  const { t } = useTranslation('auth');
  const snackbar = useSnackbar();
  const verify = useVerifyEmailChange();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await verify.mutateAsync(code.trim());
      setDone(true);
      snackbar.show(t('settings.emailChanged', { email }), 'success');
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  if (done) return <Alert severity="success">{t('settings.emailChanged', { email })}</Alert>;
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography>{t('settings.codeSent', { email })}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('fields.code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
      />
      <SubmitButton pending={verify.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.verifyEmail')}
      </SubmitButton>
    </Stack>
  );
}
