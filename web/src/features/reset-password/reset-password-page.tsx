import { LOGIN_PATH } from '@backstage/domain';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useQueryParam } from '@/lib/query-params';
import { CardPage } from '@/lib/ui/card-page';
import { FormField, NewPasswordFields } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { useRequestPasswordReset } from './api/request-password-reset';

const requestResolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.emailFormSchema),
);
const confirmResolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.passwordResetFormSchema),
);

/** ResetPassword: ask for the mail, then set a new password with its code (the mail's link fills it in). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const linkCode = useQueryParam('code');
  const linkEmail = useQueryParam('email');
  const [email, setEmail] = useState(linkEmail ?? '');
  const [stage, setStage] = useState<'request' | 'confirm' | 'done'>(linkCode ? 'confirm' : 'request');
  return (
    <CardPage title={t('reset.title')}>
      {stage === 'request' && (
        <RequestForm
          onSent={(address) => {
            setEmail(address);
            setStage('confirm');
          }}
        />
      )}
      {stage === 'confirm' && (
        <ConfirmForm email={email} code={linkCode ?? ''} onDone={() => setStage('done')} />
      )}
      {stage === 'done' && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('reset.done')}</Typography>
          <Button component={RouterLink} to={LOGIN_PATH} variant="contained">
            {t('login.submit')}
          </Button>
        </Stack>
      )}
    </CardPage>
  );
}

function RequestForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const requestPasswordReset = useRequestPasswordReset();
  const form = useForm({ resolver: requestResolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: ({ email }) => requestPasswordReset.mutateAsync(email),
    failure: t('reset.sendFailed'),
    onSuccess: (_, { email }) => onSent(email),
  });
  return (
    <FormStack onSubmit={submit} resolver={requestResolver} spacing={2}>
      <Typography>{t('reset.requestText')}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <FormField form={form} name="email" label={t('fields.email')} type="email" autoComplete="username" />
      <SubmitButton size="large" pending={isSubmitting}>
        {t('reset.send')}
      </SubmitButton>
      <Link component={RouterLink} to={LOGIN_PATH}>
        {t('reset.back')}
      </Link>
    </FormStack>
  );
}

function ConfirmForm({ email, code, onDone }: { email: string; code: string; onDone(): void }) {
  const { t } = useTranslation('auth');
  const confirmPasswordReset = useConfirmPasswordReset();
  const form = useForm({
    resolver: confirmResolver,
    defaultValues: { code, newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: ({ code: typed, newPassword }) =>
      confirmPasswordReset.mutateAsync({ email, code: typed, newPassword }),
    failure: t('reset.saveFailed'),
    onSuccess: onDone,
  });
  return (
    <FormStack onSubmit={submit} resolver={confirmResolver} spacing={2}>
      <Typography>{t('reset.confirmText', { email })}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <input type="hidden" autoComplete="username" value={email} readOnly />
      <FormField form={form} name="code" label={t('fields.code')} autoComplete="one-time-code" />
      <NewPasswordFields
        form={form}
        names={['newPassword', 'confirmPassword']}
        labels={[t('fields.newPassword'), t('fields.confirmPassword')]}
      />
      <SubmitButton size="large" pending={isSubmitting}>
        {t('reset.save')}
      </SubmitButton>
    </FormStack>
  );
}
