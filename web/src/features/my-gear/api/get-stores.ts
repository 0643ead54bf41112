import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Store {
  id: number;
  name: string;
  city: string;
  countryCode: string;
}

/** GET stores?perPage=-1: the dealers offered as purchase dealer. */
export function useStores() {
  return useQuery({
    queryKey: ['stores'],
    queryFn: async () => (await apiRequest<{ data: Store[] }>('stores?perPage=-1')).data,
    staleTime: 60 * 60_000,
  });
}
