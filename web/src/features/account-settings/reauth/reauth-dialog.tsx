import type { ReauthBody } from '@backstage/domain';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useReauthenticate } from '../api/reauthenticate';
import { useTwoStepStatus } from '../security/api/get-two-step-status';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/reauth').then((m) => m.reauthBodySchema),
);

type Mode = 'password' | 'code';

/**
 * "Confirm it’s you" (docs/product.md#re-authentication): the password, or a current code of the authenticator
 * app when two-step sign-in is on and `allowCode` (turning two-step off asks for the password, since it takes
 * a code already). `onDone` once the proof is kept.
 */
export function ReauthDialog({
  allowCode,
  onDone,
  onCancel,
}: {
  allowCode: boolean;
  onDone(): void;
  onCancel(): void;
}) {
  // Loaded by `useReauth` when its card was drawn; never holds the page back (no suspense).
  const { t } = useTranslation('security', { useSuspense: false });
  const titleId = useId();
  const twoStep = useTwoStepStatus();
  const reauthenticate = useReauthenticate();
  const [mode, setMode] = useState<Mode>('password');
  const form = useForm<ReauthBody>({ resolver, defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  // The body carries the one the dialog shows (the schema takes exactly one).
  const switchTo = (next: Mode) => {
    setMode(next);
    form.reset(next === 'code' ? { code: '' } : { password: '' });
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      await reauthenticate.mutateAsync(body);
      onDone();
    } catch (error) {
      const code = error instanceof ApiRequestError ? error.code : undefined;
      if (code === 'INCORRECT_CURRENT_PASSWORD')
        form.setError('password', { message: (error as Error).message });
      else if (code === 'INVALID_CODE') form.setError('code', { message: t('twoStep.wrongCode') });
      else form.setError('root', { message: (error as Error).message });
    }
  });
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('reauth.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit} onFocusCapture={resolver.preload}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t(mode === 'code' ? 'reauth.codeText' : 'reauth.passwordText')}</Typography>
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            {mode === 'password' ? (
              <FormField
                form={form}
                name="password"
                label={t('reauth.password')}
                type="password"
                autoComplete="current-password"
                autoFocus
                required
                fullWidth
              />
            ) : (
              <FormField
                form={form}
                name="code"
                label={t('twoStep.code')}
                autoComplete="one-time-code"
                autoFocus
                required
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              />
            )}
            {allowCode && twoStep.data?.totpEnabled && (
              <Button
                variant="text"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => switchTo(mode === 'code' ? 'password' : 'code')}
              >
                {t(mode === 'code' ? 'reauth.usePassword' : 'reauth.useCode')}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('cancel')}</Button>
          <SubmitButton pending={isSubmitting}>{t('reauth.confirm')}</SubmitButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
