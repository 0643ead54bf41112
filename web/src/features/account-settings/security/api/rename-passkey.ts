import type { PasskeyResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** PUT users/{id}/passkeys/{passkeyId}. */
export function renamePasskey({ id, name }: { id: string; name: string }): Promise<PasskeyResponse> {
  return apiRequest(userPath(`/passkeys/${encodeURIComponent(id)}`), {
    method: 'PUT',
    body: { name },
    auth: 'id',
  });
}

export function useRenamePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
  });
}
