import { Alert } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readCredentials } from '@/lib/credentials';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField, NewPasswordFields } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SectionCard } from '@/lib/ui/section-card';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useChangePassword } from './api/change-password';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.passwordChangeFormSchema),
);

/** Change password: the current one, then the new one twice; other sessions are signed out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePassword();
  const form = useForm({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    // This session stays signed in; the others end (docs/product.md#password-change).
    send: ({ oldPassword, newPassword }) =>
      changePassword.mutateAsync({ oldPassword, newPassword, refreshToken: readCredentials()?.refreshToken }),
    success: t('settings.passwordChanged'),
    failure: t('settings.passwordChangeFailed'),
    refusals: { INCORRECT_CURRENT_PASSWORD: { field: 'oldPassword' } },
    onSuccess: () => form.reset(),
  });
  return (
    <SectionCard title={t('settings.passwordTitle')}>
      <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
        {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
        <FormField
          form={form}
          name="oldPassword"
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
        />
        <NewPasswordFields
          form={form}
          names={['newPassword', 'confirmPassword']}
          labels={[t('fields.newPassword'), t('fields.confirmPassword')]}
        />
        <SubmitButton pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('settings.savePassword')}
        </SubmitButton>
      </FormStack>
    </SectionCard>
  );
}
