import { Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SubmitButton } from '@/lib/ui/submit-button';
import { useSearchCustomers } from '../api/search-customers';
import { CustomerResults } from './customer-results';

/**
 * Looks a customer up by e-mail (exact or prefix), name, serial code or ticket number; the words stay in the
 * address (`?q=`), so coming back from an account shows the same results.
 */
export function CustomerSearch() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useSearchParams();
  const query = search.get('q') ?? '';
  const [typed, setTyped] = useState(query);
  const results = useSearchCustomers(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="customer-search-title">
      <Typography id="customer-search-title" variant="h2">
        {t('customers.title')}
      </Typography>
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
      >
        <TextField
          type="search"
          label={t('customers.search')}
          helperText={t('customers.searchHelp')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
          sx={{ flex: 1 }}
        />
        <SubmitButton pending={results.isFetching} sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
          {t('customers.find')}
        </SubmitButton>
      </Stack>
      {query && <CustomerResults results={results} />}
    </Stack>
  );
}
