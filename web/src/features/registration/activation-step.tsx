import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useConfirm } from './api/confirm';
import { useResendActivation } from './api/resend-activation';
import { StepBack, useKeepStepDraft, useStepDraft } from './step-drafts';

/** Step 2: the code from the activation mail (or its link), with a way to send the mail again. */
export function ActivationStep({ email, onNext, onBack }: { email: string; onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const resendActivation = useResendActivation();
  const key = `activation:${email}`;
  const [code, setCode] = useState(useStepDraft(key, ''));
  useKeepStepDraft(key, () => code);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(t('activation.codeRequired'));
    setBusy(true);
    try {
      await confirm.mutateAsync({ email, code: code.trim() });
      onNext();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('login.failed'));
    } finally {
      setBusy(false);
    }
  };
  const resend = async () => {
    await resendActivation.mutateAsync(email).then(
      () => snackbar.show(t('activation.resent', { email }), 'success'),
      (failure: Error) => snackbar.show(failure.message, 'error'),
    );
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography>{t('activation.text', { email })}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('fields.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <SubmitButton size="large" pending={busy}>
        {t('activation.submit')}
      </SubmitButton>
      <Button onClick={resend}>{t('activation.resend')}</Button>
      <StepBack onBack={onBack} />
    </Stack>
  );
}
