import type { PasswordChangeInput } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** PUT users/{id}/password with the access token; other sessions end. */
export function changePassword(input: PasswordChangeInput): Promise<unknown> {
  return apiRequest(userPath('/password'), { method: 'PUT', body: input, auth: 'access' });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
