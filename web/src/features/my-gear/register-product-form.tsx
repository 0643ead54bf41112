import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../../app/shell/progress';
import { useSnackbar } from '../../app/shell/snackbar';
import { applyServerError } from '../../lib/server-errors';
import type { CatalogueProduct } from './api/get-registered-products';
import { REGISTERED_PRODUCTS_KEY } from './api/get-registered-products';
import { registerProduct } from './api/register-product';
import { RegistrationFields } from './registration-fields';
import {
  EMPTY_REGISTRATION,
  type RegistrationFormInput,
  type RegistrationFormValues,
  registrationFormSchema,
  toRegistrationPayload,
} from './registration-form-schema';
import { offerSurvey } from './surveys/survey-prompts';

/** Register a Product (MyGear tab register_product); `product` pre-selects a model (QR card `?mdl=`). */
export function RegisterProductForm({
  product,
  serialCode = '',
  onRegistered,
}: {
  product?: CatalogueProduct | null;
  /** A unit's serial when registering one the device service reported. */
  serialCode?: string;
  onRegistered(registeredProductId: number): void;
}) {
  const { t } = useTranslation('myGear');
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const progress = useProgress();
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormValues>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { ...EMPTY_REGISTRATION, product: product ?? null, serialCode },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    progress.show('linear');
    try {
      const registered = await registerProduct(toRegistrationPayload(values));
      await queryClient.invalidateQueries({ queryKey: REGISTERED_PRODUCTS_KEY });
      offerSurvey(registered.id);
      snackbar.show(t('register.done', { name: registered.product.name }), 'success');
      form.reset(EMPTY_REGISTRATION);
      onRegistered(registered.id);
    } catch (error) {
      applyServerError(form, error, t('register.failed'));
    } finally {
      progress.hide('linear');
    }
  });
  return (
    // The page's h1 already says "Register a Product": the form is named by it, not titled again.
    <Card variant="outlined" component="section" aria-label={t('register.title')} sx={{ maxWidth: 720 }}>
      <CardContent>
        <Stack component="form" noValidate onSubmit={submit} spacing={2}>
          {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
          <RegistrationFields form={form} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('register.submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
