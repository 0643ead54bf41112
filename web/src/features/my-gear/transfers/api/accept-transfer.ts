import type { GearTransferAccept, RegisteredProductResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshTransfers } from './get-gear-transfers';

/** POST gearTransfers/{id}/accept: the registration becomes the caller's. */
export function acceptTransfer({
  id,
  payload,
}: {
  id: string;
  payload: GearTransferAccept;
}): Promise<RegisteredProductResponse> {
  return apiRequest(`gearTransfers/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    body: payload,
    auth: 'id',
  });
}

export function useAcceptTransfer() {
  const refresh = useRefreshTransfers();
  return useMutation({ mutationFn: acceptTransfer, onSuccess: refresh });
}
