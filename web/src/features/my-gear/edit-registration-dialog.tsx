import type { RegisteredProductResponse } from '@backstage/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/lib/ui/form-dialog';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useUpdateRegisteredProduct } from './api/update-registered-product';
import { RegistrationFields } from './registration-fields';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form-schema';
import { registrationResolver, toRegistrationPayload } from './registration-form-values';
import { useDisputeNotice } from './use-dispute-notice';

const toForm = (registration: RegisteredProductResponse): RegistrationFormInput => ({
  product: registration.product,
  serialCode: registration.serialCode ?? '',
  purchaseDate: registration.purchaseDate ?? '',
  purchaseMethod: registration.purchaseMethod?.value as RegistrationFormInput['purchaseMethod'],
  dealer: registration.purchaseDealer?.store ?? registration.purchaseDealer?.name ?? null,
});

/** Edit a registration, or complete a pending one ("Continue", docs/product.md#product-registration). */
export function EditRegistrationDialog({
  registration,
  onClose,
}: {
  registration: RegisteredProductResponse;
  onClose(): void;
}) {
  const { t } = useTranslation('myGear');
  const update = useUpdateRegisteredProduct();
  const disputeNotice = useDisputeNotice();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: registrationResolver,
    defaultValues: toForm(registration),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: (values) => update.mutateAsync({ id: registration.id, payload: toRegistrationPayload(values) }),
    success: t('edit.saved'),
    failure: t('register.failed'),
    onSuccess: (saved) => {
      // Completing it with a serial another account holds made it a dispute just now: said once, here.
      if (registration.ownership !== 'disputed') disputeNotice(saved);
      onClose();
    },
  });
  return (
    <FormDialog
      title={t('edit.title', { name: registration.product.name })}
      onClose={onClose}
      onSubmit={submit}
      resolver={registrationResolver}
      error={errors.root?.message}
      pending={isSubmitting}
      cancelLabel={t('edit.cancel')}
      submitLabel={t('edit.save')}
      maxWidth="sm"
    >
      <RegistrationFields form={form} />
    </FormDialog>
  );
}
