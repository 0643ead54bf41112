import { type ProfileForm, postalCodeFirst } from '@backstage/domain';
import { Stack, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/lib/ui/form-field';
import { StateProvinceField } from './state-province-field';

const LINES = [
  ['address.addressLine1', 'address-line1'],
  ['address.addressLine2', 'address-line2'],
  ['address.addressLine3', 'address-line3'],
] as const;

/** The address in the order of the user's region (docs/product.md#address-order: postal code first, e.g. Japan, or last). */
export function AddressFields({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  const field = (
    name: (typeof LINES)[number][0] | 'address.postalCode' | 'address.city',
    autoComplete: string,
  ) => (
    <FormField
      key={name}
      form={form}
      name={name}
      label={t(`fields.${name.split('.')[1]}`)}
      autoComplete={autoComplete}
    />
  );
  const lines = LINES.map(([name, autoComplete]) => field(name, autoComplete));
  const postal = field('address.postalCode', 'postal-code');
  const state = <StateProvinceField key="state" form={form} />;
  const city = field('address.city', 'address-level2');
  const ordered = postalCodeFirst(form.watch('country'))
    ? [postal, state, city, ...lines]
    : [...lines, city, state, postal];
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        {t('sections.address')}
      </Typography>
      {ordered}
    </Stack>
  );
}
