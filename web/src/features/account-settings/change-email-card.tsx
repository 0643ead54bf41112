import { Alert, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useRequestEmailChange } from './api/request-email-change';
import { useReauth } from './reauth/use-reauth';
import { VerifyEmailForm } from './verify-email-form';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.newEmailSchema),
);

/** Change e-mail: new address twice (docs/product.md#email-change), then the code mailed to it. */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('auth');
  const requestEmailChange = useRequestEmailChange();
  const reauth = useReauth();
  const [pending, setPending] = useState<string>();
  const form = useForm({
    resolver,
    values: { currentEmail, newEmail: '', confirmEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ newEmail }) => {
    try {
      await reauth.withReauth(() => requestEmailChange.mutateAsync(newEmail));
      setPending(newEmail);
    } catch (error) {
      const field = error instanceof ApiRequestError && error.code === 'EMAIL_EXISTS' ? 'newEmail' : 'root';
      form.setError(field, { message: (error as Error).message });
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="change-email-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="change-email-title" variant="h2">
            {t('settings.emailTitle')}
          </Typography>
          <Typography color="text.secondary">
            {t('settings.emailCurrent', { email: currentEmail })}
          </Typography>
          {pending ? (
            <VerifyEmailForm email={pending} />
          ) : (
            <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
              {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
              <FormField
                form={form}
                name="newEmail"
                label={t('settings.newEmail')}
                type="email"
                autoComplete="email"
              />
              <FormField
                form={form}
                name="confirmEmail"
                label={t('settings.confirmEmail')}
                type="email"
                autoComplete="email"
              />
              <SubmitButton pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                {t('settings.sendCode')}
              </SubmitButton>
            </FormStack>
          )}
        </Stack>
      </CardContent>
      {reauth.dialog}
    </Card>
  );
}
