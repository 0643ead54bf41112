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
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '@/lib/ui/snackbar';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useReauth } from '../reauth/use-reauth';
import { useTurnOffTwoStep } from './api/turn-off-two-step';
import { AppCodeField, showCodeError, useAppCodeForm } from './app-code-field';

/**
 * Turning two-step sign-in off takes a current code of the app (docs/product.md#two-step-sign-in) and a
 * recent password (docs/product.md#re-authentication): the code is given here, so the dialog asks only that.
 */
export function TwoStepTurnOffDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('security');
  const titleId = useId();
  const snackbar = useSnackbar();
  const turnOff = useTurnOffTwoStep();
  const reauth = useReauth({ allowCode: false });
  const form = useAppCodeForm();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await reauth.withReauth(() => turnOff.mutateAsync(code));
      snackbar.show(t('twoStep.turnedOff'), 'success');
      onClose();
    } catch (error) {
      showCodeError(form, error, t('twoStep.wrongCode'));
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('twoStep.turnOffTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t('twoStep.turnOffText')}</Typography>
            {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
            <AppCodeField form={form} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <SubmitButton variant="outlined" color="error" pending={isSubmitting}>
            {t('twoStep.turnOff')}
          </SubmitButton>
        </DialogActions>
      </Box>
      {reauth.dialog}
    </Dialog>
  );
}
