import { passwordSchema } from '@backstage/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSnackbar } from '../../app/shell/snackbar';
import { readCredentials } from '../../lib/credentials';
import { changePassword } from './api/account-calls';

const schema = z
  .object({
    oldPassword: z.string().min(1, 'Current password is required'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords don’t match.',
  });

/** Change password: the current one, then the new one twice; other sessions are signed out. */
export function ChangePasswordCard() {
  const { t } = useTranslation('auth');
  const snackbar = useSnackbar();
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword({ oldPassword, newPassword, refreshToken: readCredentials()?.refreshToken });
      form.reset();
      snackbar.show(t('settings.passwordChanged'), 'success');
    } catch (error) {
      form.setError('oldPassword', { message: (error as Error).message });
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="change-password-title">
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          <Typography id="change-password-title" variant="h2">
            {t('settings.passwordTitle')}
          </Typography>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <TextField
            label={t('settings.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={!!errors.oldPassword}
            helperText={errors.oldPassword?.message}
            {...form.register('oldPassword')}
          />
          <TextField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            error={!!errors.newPassword}
            helperText={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={!!errors.confirmPassword}
            helperText={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('settings.savePassword')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
