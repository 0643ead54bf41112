import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/**
 * DELETE users/{id}/mfa/totp: a current code, with a recent re-authentication, turns two-step sign-in off; the
 * recovery codes go with it.
 */
export function turnOffTwoStep(code: string): Promise<unknown> {
  return apiRequest(userPath('/mfa/totp'), {
    method: 'DELETE',
    body: { code },
    auth: 'access',
    headers: reauthHeaders(),
  });
}

export function useTurnOffTwoStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffTwoStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoStep() }),
  });
}
