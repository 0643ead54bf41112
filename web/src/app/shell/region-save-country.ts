import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import { userPath } from '../../lib/session';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';

/** PUT users/{id} `{ country }` when signed in; the choice is also kept in this browser either way. */
async function saveCountry(queryClient: QueryClient, country: string, signedIn: boolean): Promise<void> {
  if (signedIn) {
    const user = await apiRequest<Record<string, unknown>>(userPath(), {
      method: 'PUT',
      body: { country },
      auth: 'id',
    });
    queryClient.setQueryData(['me'], user);
  }
  writeStored(STORAGE_KEYS.country, country);
}

/** Saves the country chosen in the Latin-America selector. */
export function useSaveCountry(signedIn: boolean) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (country: string) => saveCountry(queryClient, country, signedIn) });
}
