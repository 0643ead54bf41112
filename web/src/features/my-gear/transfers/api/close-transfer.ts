import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshTransfers } from './get-gear-transfers';

/** DELETE gearTransfers/{id}: the sender cancels, the recipient declines. */
export function closeTransfer(id: string): Promise<{ status: 'cancelled' | 'declined' }> {
  return apiRequest(`gearTransfers/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'id' });
}

export function useCloseTransfer() {
  const refresh = useRefreshTransfers();
  return useMutation({ mutationFn: closeTransfer, onSuccess: refresh });
}
