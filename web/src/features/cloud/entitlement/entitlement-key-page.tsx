import { Alert, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { FormField } from '@/lib/ui/form-field';
import { FormStack } from '@/lib/ui/form-stack';
import { QueryError } from '@/lib/ui/query-error';
import { SelectField } from '@/lib/ui/select-field';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useSignedIn } from '@/lib/use-signed-in';
import { useAllProducts } from '../api/get-all-products';
import { useRegisterKey } from '../api/register-key';
import { CloudPage } from '../cloud-page';
import { SignInPrompt } from '../sign-in-prompt';
import type { EntitlementFormValues } from './entitlement-form-schema';

// Both modes' fields are kept while the member switches; the schema checks and hands on those of the mode
// picked, which are all `send` reads.
interface Values {
  mode: EntitlementFormValues['mode'];
  key: string;
  hardwareProduct: string;
  serialCode: string;
}

const resolver = lazyZodResolver(() =>
  import('./entitlement-form-schema').then((m) => m.entitlementFormSchema),
);

/** EntitlementKey (docs/product.md#entitlement): a lifetime key, or a hardware product and its serial number. */
export default function EntitlementKeyPage() {
  const { t } = useTranslation('cloud');
  const signedIn = useSignedIn();
  return (
    <CloudPage title={t('key.title')}>
      {signedIn ? <EntitlementForm /> : <SignInPrompt message={t('key.signInFirst')} />}
    </CloudPage>
  );
}

function EntitlementForm() {
  const { t } = useTranslation('cloud');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const catalogue = useAllProducts();
  const register = useRegisterKey();
  const form = useForm<Values>({
    resolver: resolver as never,
    defaultValues: { mode: 'key', key: query.get('key') ?? '', hardwareProduct: '', serialCode: '' },
  });
  const submit = useFormSubmit(form, {
    send: (values) =>
      register.mutateAsync(
        values.mode === 'key'
          ? { key: values.key }
          : { key: values.serialCode, productCode: values.hardwareProduct },
      ),
    failure: t('key.failed'),
    // The gateway's refusal ("Invalid activation key.") is the whole answer, shown on the form.
    answeredOnForm: (error) => error instanceof ApiRequestError,
    onSuccess: (answer) => {
      // The redirect query stays with the visit (docs/product.md#routes).
      const redirect = query.get('redirect');
      navigate(
        `/thank-you-key?product=${encodeURIComponent(answer.product.name)}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`,
      );
    },
  });
  const mode = form.watch('mode');
  const { errors, isSubmitting } = form.formState;
  return (
    <FormStack onSubmit={submit} resolver={resolver} spacing={2} sx={{ maxWidth: 520 }}>
      {errors.root && <Alert severity="error">{errors.root.message}</Alert>}
      <Controller
        control={form.control}
        name="mode"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            value={field.value}
            onChange={(_, value) => {
              if (!value) return;
              field.onChange(value);
              form.clearErrors();
            }}
            aria-label={t('key.mode')}
          >
            <ToggleButton value="key">{t('key.byKey')}</ToggleButton>
            <ToggleButton value="hardware">{t('key.byHardware')}</ToggleButton>
          </ToggleButtonGroup>
        )}
      />
      {mode === 'key' ? (
        <FormField
          form={form}
          name="key"
          label={t('key.key')}
          required
          helperText={t('key.keyHint')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      ) : (
        <>
          {catalogue.isError && <QueryError error={catalogue.error} onRetry={() => catalogue.refetch()} />}
          <SelectField
            form={form}
            name="hardwareProduct"
            label={t('key.hardware')}
            required
            helperText=" "
            options={(catalogue.data?.hardwareProducts ?? []).map((p) => ({
              value: p.productCode,
              label: p.name,
            }))}
          />
          <FormField
            form={form}
            name="serialCode"
            label={t('key.serial')}
            required
            helperText=" "
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </>
      )}
      <SubmitButton pending={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('key.register')}
      </SubmitButton>
    </FormStack>
  );
}
