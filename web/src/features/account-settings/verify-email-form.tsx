import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useVerifyEmailChange } from './api/verify-email-change';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/activation').then((m) => m.activationCodeFormSchema),
);

/** The code from the mail to the new address makes it the sign-in address (docs/product.md#email-change). */
export function VerifyEmailForm({ email, initialCode = '' }: { email: string; initialCode?: string }) {
  const { t } = useTranslation('auth');
  const verify = useVerifyEmailChange();
  const [done, setDone] = useState(false);
  const form = useForm({ resolver, defaultValues: { code: initialCode } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: ({ code }) => verify.mutateAsync(code),
    success: t('settings.emailChanged', { email }),
    failure: t('settings.emailVerifyFailed'),
    // A wrong or used code: the server's words on the field.
    refusals: { INVALID_CODE: { field: 'code' } },
    onSuccess: () => setDone(true),
  });
  if (done) return <Alert severity="success">{t('settings.emailChanged', { email })}</Alert>;
  return (
    <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
      <Typography>{t('settings.codeSent', { email })}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <FormField form={form} name="code" label={t('fields.code')} autoComplete="one-time-code" />
      <SubmitButton pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('settings.verifyEmail')}
      </SubmitButton>
    </FormStack>
  );
}
