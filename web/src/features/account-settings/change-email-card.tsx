import { Alert } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { ReauthCancelled } from '@/lib/reauth/reauth-proof';
import { useReauth } from '@/lib/reauth/use-reauth';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SectionCard } from '@/lib/ui/section-card';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useRequestEmailChange } from './api/request-email-change';
import { VerifyEmailForm } from './verify-email-form';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.newEmailSchema),
);

/** Change e-mail: new address twice (docs/product.md#email-change), then the code mailed to it. */
export function ChangeEmailCard({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('auth');
  const [pending, setPending] = useState<string>();
  return (
    <SectionCard title={t('settings.emailTitle')} intro={t('settings.emailCurrent', { email: currentEmail })}>
      {pending ? (
        <VerifyEmailForm email={pending} />
      ) : (
        <NewEmailForm currentEmail={currentEmail} onSent={setPending} />
      )}
    </SectionCard>
  );
}

function NewEmailForm({ currentEmail, onSent }: { currentEmail: string; onSent(email: string): void }) {
  const { t } = useTranslation('auth');
  const requestEmailChange = useRequestEmailChange();
  const reauth = useReauth();
  const form = useForm({ resolver, values: { currentEmail, newEmail: '', confirmEmail: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: ({ newEmail }) => reauth.withReauth(() => requestEmailChange.mutateAsync(newEmail)),
    failure: t('settings.emailChangeFailed'),
    refusals: { EMAIL_EXISTS: { field: 'newEmail' } },
    // "Not confirmed, so nothing was changed" on the form says it all.
    answeredOnForm: (error) => error instanceof ReauthCancelled,
    onSuccess: (_, { newEmail }) => onSent(newEmail),
  });
  // The confirmation dialog is drawn beside the form, not in it: its own submit would bubble to this form
  // through the React tree.
  return (
    <>
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
      {reauth.dialog}
    </>
  );
}
