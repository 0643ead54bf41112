import type { UnitHistoryResponse } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET registeredProducts/{id}/history: the unit's events with their days, for its owner. */
export async function getUnitHistory(id: number): Promise<UnitHistoryResponse['data']> {
  return (await apiRequest<UnitHistoryResponse>(`registeredProducts/${id}/history`, { auth: 'id' })).data;
}

export const useUnitHistory = (id: number, enabled: boolean) =>
  useQuery({ queryKey: queryKeys.unitHistory(id), queryFn: () => getUnitHistory(id), enabled });
