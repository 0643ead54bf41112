import { emailSchema } from '@backstage/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../lib/form-field';
import { applyServerError } from '../../lib/server-errors';
import { signIn } from '../../lib/sign-in';

const schema = z.object({ email: emailSchema, password: z.string().min(1, 'Password is required') });

/** Step 3: the account is active; sign in without leaving the flow. */
export function LoginStep({ email, onNext }: { email: string; onNext(): void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { email, password: '' } });
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
      <FormField form={form} name="email" label={t('fields.email')} type="email" autoComplete="username" />
      <FormField
        form={form}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
