import { COUNTRIES, type Country, countryByName, type ProfileForm } from '@backstage/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('fields.country')}
              required
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' },
              }}
            />
          )}
        />
      )}
    />
  );
}
