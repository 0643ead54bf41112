import { COUNTRIES, type Country, countryByName, type ProfileForm } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autocompleteInput } from '../../../lib/autocomplete-input';

/** Country names in the interface language (the stored value stays the English name of spec §3). */
export function useCountryLabel(culture: string): (country: Country) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([culture === 'Lt-sr-SP' ? 'sr-Latn' : culture, 'en'], {
      type: 'region',
    });
    return (country: Country) => {
      try {
        return names.of(country.code) ?? country.name;
      } catch {
        return country.name;
      }
    };
  }, [culture]);
}

/** Country (required, spec §5), searchable by its localised name. */
export function CountryField({ form, culture }: { form: UseFormReturn<ProfileForm>; culture: string }) {
  const { t } = useTranslation('profile');
  const label = useCountryLabel(culture);
  const options = useMemo(
    () => [...COUNTRIES].sort((a, b) => label(a).localeCompare(label(b), culture)),
    [label, culture],
  );
  return (
    <Controller
      control={form.control}
      name="country"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          getOptionLabel={label}
          value={countryByName(field.value) ?? null}
          onChange={(_, country) => field.onChange(country?.name ?? '')}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          renderInput={autocompleteInput(field, fieldState, {
            label: t('fields.country'),
            required: true,
            autoComplete: 'country-name',
          })}
        />
      )}
    />
  );
}
