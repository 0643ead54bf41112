import { type CatalogueProductResponse, MODEL_SEARCH_PAUSE_MS } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProductSearch } from './api/search-products';
import type { RegistrationFormInput } from './registration-form-schema';

const label = (product: CatalogueProductResponse) => `${product.name} (${product.brand.value})`;

/**
 * The product, found by typing its model code or name. The server searches the catalogue once typing pauses
 * (one request per pause, not per key): the 50,000-product list is not loaded into the browser (ADR 077).
 */
export function ProductField({
  form,
  disabled,
}: {
  form: UseFormReturn<RegistrationFormInput>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('myGear');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, MODEL_SEARCH_PAUSE_MS);
  const search = useProductSearch(settled);
  return (
    <Controller
      control={form.control}
      name="product"
      render={({ field, fieldState }) => (
        <Autocomplete
          options={search.data ?? []}
          value={field.value ?? null}
          onChange={(_, product) => field.onChange(product)}
          onInputChange={(_, value) => setText(value)}
          getOptionLabel={label}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          loading={search.isFetching || text.trim() !== settled.trim()}
          disabled={disabled}
          noOptionsText={text ? t('register.noProducts') : t('register.typeModel')}
          renderInput={autocompleteInput(field, fieldState, {
            label: t('fields.product'),
            required: true,
            helperText: t('register.productHelp'),
          })}
        />
      )}
    />
  );
}
