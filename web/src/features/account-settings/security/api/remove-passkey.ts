import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/passkeys/{passkeyId} with a recent re-authentication: the passkey signs in no more. */
export function removePasskey(id: string): Promise<unknown> {
  const path = userPath(`/passkeys/${encodeURIComponent(id)}`);
  return apiRequest(path, { method: 'DELETE', auth: 'id', headers: reauthHeaders() });
}

/** Removes a passkey; the list is read again either way, so it shows what is stored. */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
  });
}
