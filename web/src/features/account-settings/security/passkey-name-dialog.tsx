import { PASSKEY_NAME_MAX } from '@backstage/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { useFormSubmit } from '@/lib/use-form-submit';

// The rule the server applies to a passkey's name (`PUT users/{id}/passkeys/{passkeyId}`).
const resolver = lazyZodResolver(() =>
  import('@backstage/domain/schemas/passkeys').then((m) => m.renamePasskeyBodySchema),
);

/**
 * Names a passkey: right after the browser made it, or to rename it (docs/product.md#passkeys). `onSave` saves
 * the name; its refusal is the dialog's message, worded by `messageOf` in the interface language.
 */
export function PasskeyNameDialog({
  title,
  initialName,
  saveLabel,
  saved,
  onSave,
  messageOf,
  onClose,
}: {
  title: string;
  initialName: string;
  saveLabel: string;
  /** The snackbar once saved. */
  saved: string;
  onSave(name: string): Promise<unknown>;
  messageOf(failure: Error): string;
  onClose(): void;
}) {
  const { t } = useTranslation('security');
  const form = useForm({ resolver, defaultValues: { name: initialName } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: ({ name }) =>
      onSave(name).catch((failure: Error) => {
        throw new Error(messageOf(failure));
      }),
    success: saved,
    failure: t('passkeys.notAdded'),
    // The dialog's message says what went wrong and stays open for another try.
    answeredOnForm: () => true,
    onSuccess: onClose,
  });
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      resolver={resolver}
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
