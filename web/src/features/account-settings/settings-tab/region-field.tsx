import { COUNTRIES, countryByName } from '@backstage/domain';
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../profile-tab/country-field';
import type { RegionLanguageValues } from './region-language-form';

/** The region: the account's country, searchable by its name in the interface language. */
export function RegionField({ form }: { form: UseFormReturn<RegionLanguageValues> }) {
  const { t, i18n } = useTranslation('settings');
  const culture = i18n.language;
  const label = useCountryLabel(culture);
  const options = useMemo(
    () => [...COUNTRIES].sort((a, b) => label(a).localeCompare(label(b), culture)),
    [label, culture],
  );
  return (
    <Controller
      control={form.control}
      name="region"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          getOptionLabel={label}
          value={countryByName(field.value) ?? null}
          onChange={(_, country) => field.onChange(country?.name ?? '')}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          noOptionsText={t('regionLanguage.noOptions')}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('regionLanguage.region')}
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
