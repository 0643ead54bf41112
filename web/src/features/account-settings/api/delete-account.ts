import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { userPath } from '@/lib/session';

/** POST users/{id}/linkage/delete with a recent re-authentication: deletes the account. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest(userPath('/linkage/delete'), { body: {}, auth: 'id', headers: reauthHeaders() });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
