import { CULTURES_BY_REGION, type CultureCodeInfo, countryByName } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { useCallback } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryName } from '@/lib/country-names';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';
import { matchCultures, type RegionLanguageValues } from './region-language-form';

/** The language: one of the culture codes; a typed code such as "ja-jp" is matched in its normalised form. */
export function LanguageField({ form }: { form: UseFormReturn<RegionLanguageValues> }) {
  const { t } = useTranslation('settings');
  const countryName = useCountryName();
  // The region in the interface language, as in the Region field above; "International" (en-JM) stays.
  const label = useCallback(
    (culture: CultureCodeInfo) => {
      const country = countryByName(culture.region);
      return `${country ? countryName(country) : culture.region} · ${culture.language}`;
    },
    [countryName],
  );
  return (
    <Controller
      control={form.control}
      name="cultureCode"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={CULTURES_BY_REGION}
          getOptionLabel={label}
          getOptionKey={(culture) => culture.value}
          filterOptions={(options, { inputValue }) => matchCultures(options, inputValue, label)}
          // Typing "ja-jp" and pressing Enter picks ja-JP.
          autoHighlight
          value={CULTURES_BY_REGION.find((culture) => culture.value === field.value) ?? null}
          onChange={(_, culture) => field.onChange(culture?.value ?? '')}
          isOptionEqualToValue={(option, value) => option.value === value.value}
          noOptionsText={t('regionLanguage.noOptions')}
          renderInput={autocompleteInput(field, fieldState, {
            label: t('regionLanguage.language'),
            required: true,
            helperText: t('regionLanguage.languageHelp'),
          })}
        />
      )}
    />
  );
}
