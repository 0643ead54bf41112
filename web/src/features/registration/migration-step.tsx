import { Alert, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { applyServerError } from '@/lib/server-errors';
import { NewPasswordFields } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useMigrate } from './api/migrate';
import { StepBack, useKeepStepDraft, useStepDraft } from './step-drafts';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/account').then((m) => m.passwordConfirmSchema),
);

/** Step 1c: a user of the old portal reactivates with a new password (migration, docs/product.md#migration). */
export function MigrationStep({ email, onNext, onBack }: { email: string; onNext(): void; onBack(): void }) {
  const { t } = useTranslation('auth');
  const { cultureCode } = useCulture();
  const migrate = useMigrate();
  const initial = { password: '', confirmPassword: '' };
  const form = useForm({ resolver, defaultValues: useStepDraft('migration', initial) });
  useKeepStepDraft('migration', () => form.getValues());
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await migrate.mutateAsync({ email, password, cultureCode });
      onNext();
    } catch (error) {
      applyServerError(form, error, t('login.failed'));
    }
  });
  return (
    <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
      <Typography>{t('migration.text')}</Typography>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <TextField label={t('fields.email')} value={email} disabled autoComplete="username" />
      <NewPasswordFields
        form={form}
        names={['password', 'confirmPassword']}
        labels={[t('fields.password'), t('fields.confirmPassword')]}
      />
      <SubmitButton size="large" pending={isSubmitting}>
        {t('migration.submit')}
      </SubmitButton>
      <StepBack onBack={onBack} />
    </FormStack>
  );
}
