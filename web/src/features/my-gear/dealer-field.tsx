import { Autocomplete, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Store, useStores } from './api/get-stores';
import type { RegistrationFormInput } from './registration-form-schema';

type Dealer = Store | string;
const label = (dealer: Dealer) => (typeof dealer === 'string' ? dealer : `${dealer.name}, ${dealer.city}`);

/** The dealer: pick a store of the master list or type any name (optional). */
export function DealerField({ form }: { form: UseFormReturn<RegistrationFormInput> }) {
  const { t } = useTranslation('myGear');
  const stores = useStores();
  return (
    <Controller
      control={form.control}
      name="dealer"
      render={({ field, fieldState }) => (
        <Autocomplete<Dealer, false, false, true>
          freeSolo
          options={stores.data ?? []}
          value={(field.value as Dealer | null) ?? null}
          onChange={(_, dealer) => field.onChange(dealer)}
          onInputChange={(_, value, reason) => {
            if (reason === 'input') field.onChange(value);
          }}
          getOptionLabel={label}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              label={t('fields.dealer')}
              error={!!fieldState.error}
              helperText={fieldState.error?.message ?? t('register.dealerHelp')}
            />
          )}
        />
      )}
    />
  );
}
