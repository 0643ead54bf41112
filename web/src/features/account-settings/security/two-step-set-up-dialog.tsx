import type { TotpSetupResponse } from '@backstage/domain';
import { Box, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppCodeField, useAppCodeForm, useWrongCodeRefusal } from '@/lib/ui/app-code-field';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useVerifyTwoStepSetUp } from './api/verify-two-step-set-up';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/**
 * Turning two-step sign-in on (docs/product.md#two-step-sign-in): scan the QR code of the otpauth:// URI (or
 * type the key), check the app's first code, then keep the recovery codes shown this once.
 */
export function TwoStepSetUpDialog({ setUp, onClose }: { setUp: TotpSetupResponse; onClose(): void }) {
  const [codes, setCodes] = useState<string[]>();
  return codes ? (
    <RecoveryCodesDialog codes={codes} onClose={onClose} />
  ) : (
    <SetUpDialog setUp={setUp} onVerified={setCodes} onClose={onClose} />
  );
}

function SetUpDialog({
  setUp,
  onVerified,
  onClose,
}: {
  setUp: TotpSetupResponse;
  onVerified(codes: string[]): void;
  onClose(): void;
}) {
  const { t } = useTranslation('security');
  const verify = useVerifyTwoStepSetUp();
  const form = useAppCodeForm();
  const submit = useFormSubmit(form, {
    send: ({ code }) => verify.mutateAsync(code),
    failure: t('twoStep.turnOnFailed'),
    refusals: useWrongCodeRefusal(),
    onSuccess: ({ recoveryCodes }) => onVerified(recoveryCodes),
  });
  return (
    <FormDialog
      title={t('twoStep.setUpTitle')}
      onClose={onClose}
      onSubmit={submit}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('twoStep.turnOn')}
      maxWidth="sm"
    >
      <Typography>{t('twoStep.scan')}</Typography>
      <Box role="img" aria-label={t('twoStep.qrLabel')} sx={{ alignSelf: 'center', p: 1, bgcolor: '#fff' }}>
        <QRCodeSVG value={setUp.otpauthUri} size={192} marginSize={2} aria-hidden />
      </Box>
      <Typography variant="body2">
        {t('twoStep.typeKey')}{' '}
        <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
          {setUp.secret}
        </Box>
      </Typography>
      <AppCodeField form={form} />
    </FormDialog>
  );
}
