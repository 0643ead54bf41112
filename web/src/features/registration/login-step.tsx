import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerError } from '../../lib/server-errors';
import { signIn } from '../../lib/sign-in';
import { SignInFields, signInFormSchema } from '../../lib/sign-in-fields';

/** Step 3: the account is active; sign in without leaving the flow. */
export function LoginStep({ email, onNext }: { email: string; onNext(): void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(signInFormSchema), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
      onNext();
    } catch (error) {
      applyServerError(form, error, t('login.failed'));
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography>{t('loginStep.text')}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <SignInFields form={form} focusPassword />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
