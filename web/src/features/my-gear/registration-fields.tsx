import { PURCHASE_METHOD_VALUES } from '@backstage/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCulture } from '../../i18n';
import { DatePickerField } from '../../lib/date-picker-field';
import { FormField } from '../../lib/form-field';
import { DealerField } from './dealer-field';
import { ProductField } from './product-field';
import type { RegistrationFormInput } from './registration-form-schema';

/** The fields of a registration (spec §3): product, serial, purchase date, method and dealer. */
export function RegistrationFields({ form }: { form: UseFormReturn<RegistrationFormInput> }) {
  const { t } = useTranslation('myGear');
  const { cultureCode } = useCulture();
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
      <DatePickerField
        form={form}
        name="purchaseDate"
        label={t('fields.purchaseDate')}
        culture={cultureCode}
        required
      />
      <Controller
        control={form.control}
        name="purchaseMethod"
        render={({ field, fieldState }) => (
          <TextField
            select
            label={t('fields.purchaseMethod')}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            required
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {PURCHASE_METHOD_VALUES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`purchaseMethod.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <DealerField form={form} />
    </Stack>
  );
}
