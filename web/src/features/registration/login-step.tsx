import { Alert, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '@/lib/api/sign-in';
import { applyServerError } from '@/lib/server-errors';
import { SignInFields, signInResolver } from '@/lib/sign-in-fields';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { StepBack, useKeepStepDraft, useStepDraft } from './step-drafts';

/** Step 3: the account is active; sign in without leaving the flow. */
export function LoginStep({ email, onNext, onBack }: { email: string; onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const key = `login:${email}`;
  const form = useForm({
    resolver: signInResolver,
    defaultValues: useStepDraft(key, { email, password: '' }),
  });
  useKeepStepDraft(key, () => form.getValues());
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
      onNext();
    } catch (error) {
      applyServerError(form, error, t('login.failed'));
    }
  });
  return (
    <FormStack onSubmit={submit} resolver={signInResolver} spacing={2}>
      <Typography>{t('loginStep.text')}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <SignInFields form={form} focusPassword />
      <SubmitButton size="large" pending={isSubmitting}>
        {t('login.submit')}
      </SubmitButton>
      <StepBack onBack={onBack} />
    </FormStack>
  );
}
