import { PURCHASE_METHOD_VALUES } from '@backstage/domain';
import { Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/lib/ui/date-field';
import { FormField } from '@/lib/ui/form-field';
import { SelectField } from '@/lib/ui/select-field';
import { DealerField } from './dealer-field';
import { ProductField } from './product-field';
import type { RegistrationFormInput } from './registration-form-schema';

/** The fields of a registration (docs/product.md#registered-product): product, serial, purchase date, method and dealer. */
export function RegistrationFields({ form }: { form: UseFormReturn<RegistrationFormInput> }) {
  const { t } = useTranslation('myGear');
  return (
    <Stack spacing={2}>
      <ProductField form={form} />
      <FormField
        form={form}
        name="serialCode"
        label={t('fields.serialCode')}
        helperText={t('register.serialHelp')}
        autoComplete="off"
        required
        fullWidth
      />
      <DateField
        form={form}
        name="purchaseDate"
        label={t('fields.purchaseDate')}
        autoComplete="off"
        required
      />
      <SelectField
        form={form}
        name="purchaseMethod"
        label={t('fields.purchaseMethod')}
        options={PURCHASE_METHOD_VALUES.map((value) => ({ value, label: t(`purchaseMethod.${value}`) }))}
        required
      />
      <DealerField form={form} />
    </Stack>
  );
}
