import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST users/password/confirm: the new password with the mailed code. */
export function confirmPasswordReset(input: {
  email: string;
  code: string;
  newPassword: string;
}): Promise<unknown> {
  return apiRequest('users/password/confirm', { body: input });
}

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
