import { countryByName, type ProfileForm } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '@/lib/master-data';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';
import { FormField } from '@/lib/ui/form-field';

/**
 * State or province: picked from the stateProvinces master list where it has the country's (docs/product.md#master-lists), typed
 * otherwise. The stored value is the name, as the address prints it.
 */
export function StateProvinceField({ form }: { form: UseFormReturn<ProfileForm> }) {
  const { t } = useTranslation('profile');
  const code = countryByName(form.watch('country'))?.code;
  const list = useMasterList('stateProvinces');
  const options = (list.data ?? [])
    .filter((item) => item.countryCode === code && !item.isDeleted)
    .map((item) => item.name);
  const label = t('fields.stateProvince');
  if (options.length === 0)
    return <FormField form={form} name="address.stateProvince" label={label} autoComplete="address-level1" />;
  return (
    <Controller
      control={form.control}
      name="address.stateProvince"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          // A value typed before the country had a list stays visible until it is changed.
          freeSolo
          autoSelect
          value={field.value ?? ''}
          onChange={(_, value) => field.onChange(value ?? '')}
          renderInput={autocompleteInput(field, fieldState, { label, autoComplete: 'address-level1' })}
        />
      )}
    />
  );
}
