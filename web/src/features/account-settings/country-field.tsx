import { COUNTRIES, countryByName } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { useMemo } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useCountryName } from '@/lib/country-names';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';

/** A country (required, docs/product.md#profile-rules), searchable by its name in the interface language; stored by English name. */
export function CountryField<T extends FieldValues>({
  form,
  name,
  label: fieldLabel,
  culture,
  noOptionsText,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  culture: string;
  noOptionsText?: string;
}) {
  const label = useCountryName(culture);
  const options = useMemo(
    () => [...COUNTRIES].sort((a, b) => label(a).localeCompare(label(b), culture)),
    [label, culture],
  );
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={options}
          getOptionLabel={label}
          value={countryByName(field.value) ?? null}
          onChange={(_, country) => field.onChange(country?.name ?? '')}
          isOptionEqualToValue={(option, value) => option.code === value.code}
          noOptionsText={noOptionsText}
          renderInput={autocompleteInput(field, fieldState, {
            label: fieldLabel,
            required: true,
            autoComplete: 'country-name',
          })}
        />
      )}
    />
  );
}
