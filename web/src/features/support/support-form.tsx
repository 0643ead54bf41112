import type { RegisteredProductResponse, UserResponse } from '@backstage/domain';
import {
  type SupportForm as FormId,
  formFields,
  MESSAGE_CODES,
  mayOrderParts,
  PARTS_ORDER_FORM,
  PRODUCT_FIELDS,
  productFieldsFrom,
  requesterFieldsFrom,
  type SupportRequest,
} from '@backstage/domain';
import { Alert, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { useBrand } from '@/lib/current-brand';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useQueryParam } from '@/lib/query-params';
import { FormStack } from '@/lib/ui/form-stack';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSendSupportRequest } from './api/send-support-request';
import { SupportField, type SupportValues } from './support-field';
import { WarrantyNote } from './warranty-note';

/**
 * One support form (docs/product.md#support-forms): its fields from the domain's form table, filled from
 * the profile and, when chosen (or opened from a My Gear card), from a registered product.
 */
export function SupportForm({
  formId,
  profile,
  products,
  registeredProductId,
  preset,
}: {
  formId: FormId;
  profile: UserResponse | undefined;
  products: readonly RegisteredProductResponse[];
  registeredProductId?: number;
  /** Values the page fills in itself (an app support page's subject). */
  preset?: SupportValues;
}) {
  const { t, i18n } = useTranslation('support');
  const { brand } = useBrand();
  const navigate = useNavigate();
  const send = useSendSupportRequest();
  // ContactUs and the app support pages pass their redirect query on to the thank-you page (docs/product.md#routes).
  const redirect = useQueryParam('redirect');
  const fields = useMemo(() => formFields(formId), [formId]);
  const names = useMemo(() => fields.map((f) => f.field), [fields]);
  const takesProduct = names.some((name) => (PRODUCT_FIELDS as readonly string[]).includes(name));
  const picked = products.find((p) => p.id === registeredProductId);
  // The registration the form was filled from: the ticket then says where its warranty stands.
  const [chosenId, setChosenId] = useState(picked?.id);
  const chosen = takesProduct ? products.find((p) => p.id === chosenId) : undefined;
  const defaults = useMemo(() => {
    const values: SupportValues = {};
    const fill = {
      ...(profile ? requesterFieldsFrom(profile, i18n.language) : {}),
      ...(picked ? productFieldsFrom(picked) : {}),
      ...preset,
    };
    for (const name of names)
      values[name] = name === 'agreeTerms' ? false : ((fill as SupportValues)[name] ?? '');
    return values;
  }, [profile, picked, names, preset, i18n.language]);
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        import('@backstage/domain/support/request-schema').then((m) => m.supportFormSchema(formId)),
      ),
    [formId],
  );
  const form = useForm<SupportValues>({
    resolver: resolver as never,
    values: defaults,
    resetOptions: { keepDirtyValues: true },
  });
  const fillFrom = (id: string) => {
    const registration = products.find((p) => String(p.id) === id);
    setChosenId(registration?.id);
    if (!registration) return;
    for (const [name, value] of Object.entries(productFieldsFrom(registration)))
      if (names.includes(name as never)) form.setValue(name, value, { shouldDirty: true });
  };
  const submit = useFormSubmit(form, {
    send: (values) =>
      send.mutateAsync({
        ...values,
        form: formId,
        brand,
        ...(chosen && { registeredProductId: chosen.id }),
      } as SupportRequest),
    failure: t('failed'),
    // The refusal under the product says what to do instead (docs/product.md#parts-internal-access).
    answeredOnForm: (error) =>
      error instanceof ApiRequestError && error.code === 'PARTS_NEED_INTERNAL_ACCESS',
    onSuccess: (created) => {
      const next = new URLSearchParams({ request: String(created.id), form: formId });
      if (redirect) next.set('redirect', redirect);
      navigate(`/support/thank_you?${next}`);
    },
  });
  const productChoices = [...new Set(products.map((p) => p.product.name))];
  const productName = form.watch('product');
  const other = productName === 'Other';
  // docs/product.md#parts-internal-access: told as soon as such a product is picked, not only when sent; the
  // server refuses it still (and a name typed for Other, which only it can look up).
  const partsRefused =
    formId === PARTS_ORDER_FORM &&
    !mayOrderParts(
      {
        partsNeedInternalAccess: products.some(
          (p) => p.product.name === productName && p.product.partsNeedInternalAccess,
        ),
      },
      { staff: profile?.managingCultureCodes !== undefined },
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby="support-form-title">
      <CardContent>
        <FormStack onSubmit={submit} resolver={resolver} spacing={2}>
          <Typography id="support-form-title" variant="h2">
            {t(`forms.${formId}.title`)}
          </Typography>
          <Typography color="text.secondary">{t(`forms.${formId}.intro`)}</Typography>
          {form.formState.errors.root && <Alert severity="error">{form.formState.errors.root.message}</Alert>}
          {takesProduct && products.length > 0 && (
            <TextField
              select
              label={t('pickProduct')}
              defaultValue={picked ? String(picked.id) : ''}
              onChange={(event) => fillFrom(event.target.value)}
              helperText={t('pickProductHelp')}
            >
              <MenuItem value="">{t('none')}</MenuItem>
              {products.map((p) => (
                <MenuItem key={p.id} value={String(p.id)}>
                  {p.serialCode ? `${p.product.name} (${p.serialCode})` : p.product.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {chosen && <WarrantyNote warranty={chosen.warranty} />}
          {fields
            .filter(({ field }) => field !== 'otherProductName' || other)
            .map(({ field, required }) => (
              <SupportField
                key={field}
                form={form}
                field={field}
                required={required || field === 'otherProductName'}
                brand={brand}
                productNames={productChoices}
                refusal={
                  field === 'product' && partsRefused ? MESSAGE_CODES.partsNeedInternalAccess : undefined
                }
              />
            ))}
          <SubmitButton
            size="large"
            pending={form.formState.isSubmitting}
            disabled={partsRefused}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('send')}
          </SubmitButton>
        </FormStack>
      </CardContent>
    </Card>
  );
}
