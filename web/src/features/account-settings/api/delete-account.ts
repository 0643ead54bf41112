import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/linkage/delete: deletes the account. */
export function deleteAccount(): Promise<unknown> {
  return apiRequest(userPath('/linkage/delete'), { body: {}, auth: 'id' });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
