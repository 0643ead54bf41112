import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/passkeys/{passkeyId}: the passkey signs in no more. */
export function removePasskey(id: string): Promise<unknown> {
  return apiRequest(userPath(`/passkeys/${encodeURIComponent(id)}`), { method: 'DELETE', auth: 'id' });
}

/** Removes a passkey; the list is read again either way, so it shows what is stored. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
  });
}
