import type { RegisteredProductResponse } from '@backstage/domain';
import { Alert } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useReauth } from '@/lib/reauth/use-reauth';
import { FormDialog } from '@/lib/ui/form-dialog';
import { FormField } from '@/lib/ui/form-field';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useHandOn } from './api/hand-on';

const resolver = lazyZodResolver(() =>
  import('@backstage/domain/gear-transfer').then((m) => m.gearTransferPayloadSchema),
);

/** "Hand it on" (docs/product.md#gear-transfer): the next owner's address, with what leaving means. */
export function HandOnDialog({
  registration,
  onClose,
}: {
  registration: RegisteredProductResponse;
  onClose(): void;
}) {
  const { t } = useTranslation('myGear');
  const handOn = useHandOn();
  // Handing a unit on needs a recent re-authentication (docs/product.md#re-authentication).
  const reauth = useReauth();
  const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: (payload) => reauth.withReauth(() => handOn.mutateAsync({ id: registration.id, payload })),
    success: (_, values) => t('transfer.sent', { email: values.email.trim() }),
    failure: t('transfer.failed'),
    onSuccess: onClose,
  });
  const name = registration.product.name;
  // The confirmation dialog is drawn beside this one, not in its form (its submit would bubble to this form).
  return (
    <>
      <FormDialog
        title={t('transfer.title', { name })}
        onClose={onClose}
        onSubmit={submit}
        resolver={resolver}
        error={errors.root?.message}
        pending={isSubmitting}
        cancelLabel={t('transfer.keep')}
        submitLabel={t('transfer.send')}
        maxWidth="sm"
      >
        <Alert severity="warning">{t('transfer.warning', { name })}</Alert>
        <FormField
          form={form}
          name="email"
          type="email"
          autoComplete="off"
          label={t('transfer.email')}
          helperText={t('transfer.emailHelp')}
          fullWidth
          autoFocus
        />
      </FormDialog>
      {reauth.dialog}
    </>
  );
}
