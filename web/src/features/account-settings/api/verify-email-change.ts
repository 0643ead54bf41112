import type { AccountResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/linkage/changeEmail: verifies the new address with its code. */
export function verifyEmailChange(code: string): Promise<AccountResponse> {
  return apiRequest(userPath('/linkage/changeEmail'), { body: { attribute: 'email', code }, auth: 'access' });
}

/** Verifies the new address; the profile is read again to show it. */
export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  });
}
