import {
  type Brand,
  DRUM_SUPPORT_BRAND_OPTIONS,
  drumBrandOption,
  type SupportField as Field,
  OS_OPTIONS,
} from '@backstage/domain';
import { Checkbox, FormControlLabel, FormHelperText, Stack } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';
import { SelectField } from '@/lib/ui/select-field';
import { ValidationMessage } from '@/lib/ui/validation-message';
import { useValidationText } from '@/lib/validation-text';

export type SupportValues = Record<string, string | boolean>;

const MULTILINE: readonly Field[] = [
  'question',
  'comment',
  'details',
  'description',
  'partsDescription',
  'productDescription',
];
const AUTOCOMPLETE: Partial<Record<Field, string>> = {
  name: 'name',
  contactName: 'name',
  email: 'email',
  phone: 'tel',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  addressLine3: 'address-line3',
  city: 'address-level2',
  stateProvince: 'address-level1',
  postalCode: 'postal-code',
  zipCode: 'postal-code',
};

/** One field of a support form, drawn by its kind (text, long text, choice, date, agreement). */
export function SupportField({
  form,
  field,
  required,
  brand,
  productNames,
  refusal,
}: {
  form: UseFormReturn<SupportValues>;
  field: Field;
  required: boolean;
  brand: Brand;
  /** The user's registered products, offered as the product (with Other). */
  productNames: readonly string[];
  /** Why the product picked cannot be sent (a message code), shown under the field at once. */
  refusal?: string;
}) {
  const { t } = useTranslation('support');
  const text = useValidationText();
  const label = t(`fields.${field}`);
  if (field === 'agreeTerms') {
    const { error } = form.getFieldState(field, form.formState);
    return (
      <Stack>
        <FormControlLabel control={<Checkbox {...form.register(field)} />} label={t('fields.agreeTerms')} />
        {error && <FormHelperText error>{text(error.message)}</FormHelperText>}
      </Stack>
    );
  }
  const choices = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  if (field === 'computerOs')
    return (
      <SelectField form={form} name={field} label={label} required={required} options={choices(OS_OPTIONS)} />
    );
  if (field === 'productBrand') {
    const options = choices(DRUM_SUPPORT_BRAND_OPTIONS.map((option) => drumBrandOption(option, brand)));
    return <SelectField form={form} name={field} label={label} required={required} options={options} />;
  }
  if (field === 'product') {
    const options = [...choices(productNames), { value: 'Other', label: t('other') }];
    return (
      <SelectField
        form={form}
        name={field}
        label={label}
        required={required}
        options={options}
        emptyLabel={required ? undefined : t('none')}
        error={refusal !== undefined}
        helperText={refusal && <ValidationMessage message={refusal} />}
      />
    );
  }
  if (field === 'purchaseDate')
    return (
      <FormField
        form={form}
        name={field}
        label={label}
        required={required}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    );
  return (
    <FormField
      form={form}
      name={field}
      label={label}
      required={required}
      multiline={MULTILINE.includes(field)}
      minRows={MULTILINE.includes(field) ? 4 : undefined}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      slotProps={field === 'quantity' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
    />
  );
}
