import type { RecoveryCodesResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/mfa/totp/verify: the app's first code turns two-step sign-in on; answers the recovery codes. */
export function verifyTwoStepSetUp(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest(userPath('/mfa/totp/verify'), { body: { code }, auth: 'access' });
}

export function useVerifyTwoStepSetUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoStepSetUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoStep() }),
  });
}
