import { Alert, Card, CardContent, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { readCredentials } from '@/lib/credentials';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField, NewPasswordFields } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { useSnackbar } from '@/lib/ui/snackbar';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useChangePassword } from './api/change-password';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.passwordChangeFormSchema),
);

/** Change password: the current one, then the new one twice; other sessions are signed out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const snackbar = useSnackbar();
  const changePassword = useChangePassword();
  const form = useForm({
    resolver,
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({
        oldPassword,
        newPassword,
        refreshToken: readCredentials()?.refreshToken,
      });
      form.reset();
      snackbar.show(t('settings.passwordChanged'), 'success');
    } catch (error) {
      form.setError('oldPassword', { message: (error as Error).message });
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent>
        <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
          <Typography id="change-password-title" variant="h2">
            {t('settings.passwordTitle')}
          </Typography>
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
      </CardContent>
    </Card>
  );
}
