import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  refreshToken?: string;
}

/** PUT users/{id}/password with the access token; other sessions end. */
export function changePassword(input: PasswordChange): Promise<unknown> {
  return apiRequest(userPath('/password'), { method: 'PUT', body: input, auth: 'access' });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
