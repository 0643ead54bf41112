import { PASSKEY_NAME_MAX } from '@backstage/domain';
import { type Resolver, type ResolverResult, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';

interface NameValues {
  name: string;
}

/**
 * Names a passkey: right after the browser made it, or to rename it (docs/product.md#passkeys). `onSave`
 * answers nothing when saved, or the message to show.
 */
export function PasskeyNameDialog({
  title,
  initialName,
  saveLabel,
  onSave,
  onClose,
}: {
  title: string;
  initialName: string;
  saveLabel: string;
  onSave(name: string): Promise<string | undefined>;
  onClose(): void;
}) {
  const { t } = useTranslation('security');
  // Checked here in the interface language; the server applies the same rule (domain passkeyNameSchema).
  const resolver: Resolver<NameValues> = async ({ name }): Promise<ResolverResult<NameValues>> => {
    const value = name.trim();
    const message = !value
      ? t('passkeys.nameRequired')
      : value.length > PASSKEY_NAME_MAX
        ? t('passkeys.nameTooLong', { max: PASSKEY_NAME_MAX })
        : undefined;
    if (message) return { values: {}, errors: { name: { type: 'validate', message } } };
    return { values: { name: value }, errors: {} };
  };
  const form = useForm<NameValues>({ resolver, defaultValues: { name: initialName } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    const failure = await onSave(name);
    if (failure) form.setError('root', { message: failure });
  });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      error={errors.root?.message}
      pending={isSubmitting}
      cancelLabel={t('cancel')}
      submitLabel={saveLabel}
    >
      <FormField
        form={form}
        name="name"
        label={t('passkeys.name')}
        helperText={t('passkeys.nameHint')}
        autoFocus
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: PASSKEY_NAME_MAX + 10 } }}
      />
    </FormDialog>
  );
}
