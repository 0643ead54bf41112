import type { EulaResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** The software update licence in one culture, with the country's governing-law clause. */

/** GET eula/ota/ (services API): the update licence for a culture and country (docs/product.md#eula). */
export function getEula(cultureCode: string, country: string): Promise<EulaResponse> {
  const query = new URLSearchParams({ culture_code: cultureCode, country });
  return apiRequest<EulaResponse>(`eula/ota/?${query}`, { base: 'services' });
}

export const eulaQueryOptions = (cultureCode: string, country: string) =>
  queryOptions({
    queryKey: queryKeys.eula(cultureCode, country),
    queryFn: () => getEula(cultureCode, country),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useEula = (cultureCode: string, country: string) =>
  useQuery(eulaQueryOptions(cultureCode, country));
