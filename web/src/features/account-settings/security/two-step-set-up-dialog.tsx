import type { TotpSetupResponse } from '@backstage/domain';
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
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useVerifyTwoStepSetUp } from './api/verify-two-step-set-up';
import { AppCodeField, showCodeError, useAppCodeForm } from './app-code-field';
import { RecoveryCodes } from './recovery-codes';

/**
 * Turning two-step sign-in on (docs/product.md#two-step-sign-in): scan the QR code of the otpauth:// URI (or
 * type the key), check the app's first code, then keep the recovery codes shown this once.
 */
export function TwoStepSetUpDialog({ setUp, onClose }: { setUp: TotpSetupResponse; onClose(): void }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const verify = useVerifyTwoStepSetUp();
  const [codes, setCodes] = useState<string[]>();
  const form = useAppCodeForm();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      setCodes((await verify.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      showCodeError(form, error, t('twoStep.wrongCode'));
    }
  });
  return (
    <Dialog open onClose={codes ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{codes ? t('twoStep.codesTitle') : t('twoStep.setUpTitle')}</DialogTitle>
      {codes ? (
        <>
          <DialogContent>
            <RecoveryCodes codes={codes} />
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose}>
              {t('twoStep.done')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent>
            <Stack spacing={2}>
              <Typography>{t('twoStep.scan')}</Typography>
              <Box
                role="img"
                aria-label={t('twoStep.qrLabel')}
                sx={{ alignSelf: 'center', p: 1, bgcolor: '#fff' }}
              >
                <QRCodeSVG value={setUp.otpauthUri} size={192} marginSize={2} aria-hidden />
              </Box>
              <Typography variant="body2">
                {t('twoStep.typeKey')}{' '}
                <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
                  {setUp.secret}
                </Box>
              </Typography>
              {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
              <AppCodeField form={form} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <SubmitButton pending={isSubmitting}>{t('twoStep.turnOn')}</SubmitButton>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
