import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ReauthCancelled } from '@/lib/reauth/reauth-proof';
import { useReauth } from '@/lib/reauth/use-reauth';
import { AppCodeField, useAppCodeForm, useWrongCodeRefusal } from '@/lib/ui/app-code-field';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useTurnOffTwoStep } from './api/turn-off-two-step';

/**
 * Turning two-step sign-in off takes a current code of the app (docs/product.md#two-step-sign-in) and a
 * recent password (docs/product.md#re-authentication): the code is given here, so the dialog asks only that.
 */
export function TwoStepTurnOffDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('security');
  const turnOff = useTurnOffTwoStep();
  const reauth = useReauth({ allowCode: false });
  const form = useAppCodeForm();
  const submit = useFormSubmit(form, {
    send: ({ code }) => reauth.withReauth(() => turnOff.mutateAsync(code)),
    success: t('twoStep.turnedOff'),
    failure: t('twoStep.turnOffFailed'),
    refusals: useWrongCodeRefusal(),
    // "Not confirmed, so nothing was changed" on the form says it all.
    answeredOnForm: (error) => error instanceof ReauthCancelled,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={t('twoStep.turnOffTitle')}
      onClose={onClose}
      onSubmit={submit}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={t('twoStep.turnOff')}
      submitProps={{ variant: 'outlined', color: 'error' }}
      beside={reauth.dialog}
    >
      <Typography>{t('twoStep.turnOffText')}</Typography>
      <AppCodeField form={form} />
    </FormDialog>
  );
}
