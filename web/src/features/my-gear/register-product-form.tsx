import type { CatalogueProductResponse } from '@backstage/domain';
import { Alert, Card, CardContent } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/lib/api-client';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useRegisterProduct } from './api/register-product';
import { RegistrationFields } from './registration-fields';
import type { RegistrationFormInput, RegistrationFormValues } from './registration-form-schema';
import { EMPTY_REGISTRATION, registrationResolver, toRegistrationPayload } from './registration-form-values';
import { offerSurvey } from './surveys/survey-prompts';
import { useDisputeNotice } from './use-dispute-notice';

/** Register a Product (MyGear tab register_product); `product` pre-selects a model (QR card `?mdl=`). */
export function RegisterProductForm({
  product,
  serialCode = '',
  onRegistered,
}: {
  product?: CatalogueProductResponse | null;
  /** A unit's serial when registering one the device service reported. */
  serialCode?: string;
  onRegistered(registeredProductId: number): void;
}) {
  const { t } = useTranslation('myGear');
  const registerProduct = useRegisterProduct();
  const disputeNotice = useDisputeNotice();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: registrationResolver,
    defaultValues: { ...EMPTY_REGISTRATION, product: product ?? null, serialCode },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, {
    send: (values) => registerProduct.mutateAsync(toRegistrationPayload(values)),
    success: (registered) =>
      t(registered.ownership === 'disputed' ? 'dispute.done' : 'register.done', {
        name: registered.product.name,
      }),
    failure: t('register.failed'),
    // docs/product.md#error-catalogue: already registered is its own case, its text alone, not a failure.
    answeredOnForm: (error) =>
      error instanceof ApiRequestError && error.code === 'PRODUCT_ALREADY_REGISTERED',
    onSuccess: (registered) => {
      // A disputed unit is not the member's yet: no survey about it.
      if (!disputeNotice(registered)) offerSurvey(registered.id);
      form.reset(EMPTY_REGISTRATION);
      onRegistered(registered.id);
    },
  });
  return (
    // The page's h1 already says "Register a Product": the form is named by it, not titled again.
    <Card variant="outlined" component="section" aria-label={t('register.title')} sx={{ maxWidth: 720 }}>
      <CardContent>
        <FormStack onSubmit={submit} resolver={registrationResolver} spacing={2}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <RegistrationFields form={form} />
          <SubmitButton size="large" pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('register.submit')}
          </SubmitButton>
        </FormStack>
      </CardContent>
    </Card>
  );
}
