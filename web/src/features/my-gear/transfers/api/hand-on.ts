import type { GearTransferPayload, GearTransferResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { useRefreshTransfers } from './get-gear-transfers';

/**
 * POST registeredProducts/{id}/transfer with a recent re-authentication: offers the registration to the owner of
 * an address.
 */
export function handOn({
  id,
  payload,
}: {
  id: number;
  payload: GearTransferPayload;
}): Promise<GearTransferResponse> {
  const headers = reauthHeaders();
  return apiRequest(`registeredProducts/${id}/transfer`, {
    method: 'POST',
    body: payload,
    auth: 'id',
    headers,
  });
}

export function useHandOn() {
  const refresh = useRefreshTransfers();
  return useMutation({ mutationFn: handOn, onSuccess: refresh });
}
