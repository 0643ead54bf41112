import type { GearTransferResponse } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET gearTransfers/{id}: one open transfer, for the acceptance screen. */
export function getGearTransfer(id: string): Promise<GearTransferResponse> {
  return apiRequest(`gearTransfers/${encodeURIComponent(id)}`, { auth: 'id' });
}

export const useGearTransfer = (id: string) =>
  useQuery({ queryKey: queryKeys.gearTransfer(id), queryFn: () => getGearTransfer(id), retry: false });
