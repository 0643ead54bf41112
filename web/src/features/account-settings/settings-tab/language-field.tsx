import type { CultureCodeInfo } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';
import { CULTURE_OPTIONS, matchCultures, type RegionLanguageValues } from './region-language-form';

const label = (culture: CultureCodeInfo) => `${culture.region} · ${culture.language}`;

/** The language: one of the culture codes; a typed code such as "ja-jp" is matched in its normalised form. */
export function LanguageField({ form }: { form: UseFormReturn<RegionLanguageValues> }) {
  const { t } = useTranslation('settings');
  return (
    <Controller
      control={form.control}
      name="language"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={CULTURE_OPTIONS}
          getOptionLabel={label}
          getOptionKey={(culture) => culture.value}
          filterOptions={(options, { inputValue }) => matchCultures(options, inputValue, label)}
          // Typing "ja-jp" and pressing Enter picks ja-JP.
          autoHighlight
          value={CULTURE_OPTIONS.find((culture) => culture.value === field.value) ?? null}
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
