import { countryByName } from '@backstage/domain';
import { Autocomplete } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProfile } from '@/lib/api/get-profile';
import { useMasterList } from '@/lib/master-data';
import { autocompleteInput } from '@/lib/ui/autocomplete-input';
import type { RegistrationFormInput } from './registration-form-schema';

interface Store {
  id: number;
  name: string;
  city: string;
  countryCode: string;
}
type Dealer = Store | string;
const label = (dealer: Dealer) => (typeof dealer === 'string' ? dealer : `${dealer.name}, ${dealer.city}`);

/**
 * The dealer: pick a store of the stores master list (cached, docs/product.md#master-lists), those of the user's country when it
 * has any, or type any name (optional).
 */
export function DealerField({ form }: { form: UseFormReturn<RegistrationFormInput> }) {
  const { t } = useTranslation('myGear');
  const stores = useMasterList('stores');
  const country = countryByName(useProfile().data?.country)?.code;
  const all = (stores.data ?? []).filter((store) => !store.isDeleted);
  const local = all.filter((store) => store.countryCode === country);
  const options: Store[] = local.length > 0 ? local : all;
  return (
    <Controller
      control={form.control}
      name="dealer"
      render={({ field, fieldState }) => (
        <Autocomplete<Dealer, false, false, true>
          freeSolo
          options={options}
          value={(field.value as Dealer | null) ?? null}
          onChange={(_, dealer) => field.onChange(dealer)}
          onInputChange={(_, value, reason) => {
            if (reason === 'input') field.onChange(value);
          }}
          getOptionLabel={label}
          renderInput={autocompleteInput(field, fieldState, {
            label: t('fields.dealer'),
            helperText: t('register.dealerHelp'),
          })}
        />
      )}
    />
  );
}
