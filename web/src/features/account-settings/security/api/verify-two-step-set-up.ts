import type { RecoveryCodesResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { TWO_STEP_QUERY_KEY } from './get-two-step-status';

/** POST users/{id}/mfa/totp/verify: the app's first code turns two-step sign-in on; answers the recovery codes. */
export function verifyTwoStepSetUp(code: string): Promise<RecoveryCodesResponse> {
  return apiRequest(userPath('/mfa/totp/verify'), { body: { code }, auth: 'access' });
}

export function useVerifyTwoStepSetUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoStepSetUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY_KEY }),
  });
}
