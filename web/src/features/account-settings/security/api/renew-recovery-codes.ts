import type { RecoveryCodesResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/**
 * POST users/{id}/mfa/recoveryCodes with a recent re-authentication: 10 new recovery codes replace the earlier
 * ones, and the owner is mailed (docs/product.md#two-step-sign-in).
 */
export function renewRecoveryCodes(): Promise<RecoveryCodesResponse> {
  return apiRequest(userPath('/mfa/recoveryCodes'), {
    method: 'POST',
    auth: 'access',
    headers: reauthHeaders(),
  });
}

/** The count of codes left (`GET users/{id}/mfa`) is read again: it is 10 once more. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.twoStep() }),
  });
}
