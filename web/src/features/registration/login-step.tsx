import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '@/lib/api/sign-in';
import { SignInFields, signInResolver } from '@/lib/sign-in-fields';
import { useKeepStepDraft, useStepDraft } from './step-drafts';
import { StepForm, useStepSubmit } from './step-form';

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
  const submit = useStepSubmit(form, { send: (values) => signIn.mutateAsync(values), onSuccess: onNext });
  return (
    <StepForm
      onSubmit={submit}
      resolver={signInResolver}
      text={t('loginStep.text')}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      submitLabel={t('login.submit')}
      onBack={onBack}
    >
      <SignInFields form={form} focusPassword />
    </StepForm>
  );
}
