import type { GearTransferListResponse, GearTransferResponse } from '@backstage/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** A transfer as either side sees it (docs/product.md#gear-transfer). */

/** GET gearTransfers: the caller's open transfers, sent and offered. */
export async function getGearTransfers(): Promise<GearTransferResponse[]> {
  return (await apiRequest<GearTransferListResponse>('gearTransfers', { auth: 'id' })).data;
}

export const gearTransfersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.gearTransfers(), queryFn: getGearTransfers });

export const useGearTransfers = () => useQuery(gearTransfersQueryOptions());

/** For the mutations of transfers: the transfers and every order of the registrations are read again. */
export function useRefreshTransfers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.gearTransfers() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.registeredProducts() }),
    ]);
}
