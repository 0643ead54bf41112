import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST users/password: the reset mail (the answer is the same for unknown e-mails). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return apiRequest('users/password', { body: { email, mailFormatType: 'html' } });
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
