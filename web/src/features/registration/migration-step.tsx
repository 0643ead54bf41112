import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCulture } from '@/i18n';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { NewPasswordFields } from '@/lib/ui/form-field';
import { useMigrate } from './api/migrate';
import { useKeepStepDraft, useStepDraft } from './step-drafts';
import { StepForm, useStepSubmit } from './step-form';

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
  const submit = useStepSubmit(form, {
    send: ({ password }) => migrate.mutateAsync({ email, password, cultureCode }),
    onSuccess: onNext,
  });
  return (
    <StepForm
      onSubmit={submit}
      resolver={resolver}
      text={t('migration.text')}
      error={form.formState.errors.root?.message}
      pending={form.formState.isSubmitting}
      submitLabel={t('migration.submit')}
      onBack={onBack}
    >
      <TextField label={t('fields.email')} value={email} disabled autoComplete="username" />
      <NewPasswordFields
        form={form}
        names={['password', 'confirmPassword']}
        labels={[t('fields.password'), t('fields.confirmPassword')]}
      />
    </StepForm>
  );
}
