import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { useSnackbar } from '@/lib/ui/snackbar';
import { useConfirm } from './api/confirm';
import { useResendActivation } from './api/resend-activation';
import { useKeepStepDraft, useStepDraft } from './step-drafts';
import { StepForm, useStepSubmit } from './step-form';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/activation').then((m) => m.activationCodeFormSchema),
);

/** Step 2: the code from the activation mail (or its link), with a way to send the mail again. */
export function ActivationStep({ email, onNext, onBack }: { email: string; onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const snackbar = useSnackbar();
  const confirm = useConfirm();
  const resendActivation = useResendActivation();
  const key = `activation:${email}`;
  const form = useForm({ resolver, defaultValues: { code: useStepDraft(key, '') } });
  useKeepStepDraft(key, () => form.getValues('code'));
  const submit = useStepSubmit(form, {
    send: ({ code }) => confirm.mutateAsync({ email, code }),
    onSuccess: onNext,
  });
  const resend = async () => {
    await resendActivation.mutateAsync(email).then(
      () => snackbar.show(t('activation.resent', { email }), 'success'),
      (failure: Error) => snackbar.show(failure.message, 'error'),
    );
  };
  return (
    <StepForm
      onSubmit={submit}
      resolver={resolver}
      text={t('activation.text', { email })}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      submitLabel={t('activation.submit')}
      onBack={onBack}
      after={<Button onClick={resend}>{t('activation.resend')}</Button>}
    >
      <FormField
        form={form}
        name="code"
        label={t('fields.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
    </StepForm>
  );
}
