import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface Eula {
  cultureCode: string;
  country: string;
  version: string;
  title: string;
  sections: { heading: string; body: string }[];
}

/** GET eula/ota/ (services API): the update licence for a culture and country (spec §7). */
export function useEula(cultureCode: string, country: string) {
  return useQuery({
    queryKey: ['eula-ota', cultureCode, country],
    queryFn: () =>
      apiRequest<Eula>(`eula/ota/?${new URLSearchParams({ culture_code: cultureCode, country })}`, {
        base: 'services',
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
