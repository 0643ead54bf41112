import type { ResendResponse } from '@backstage/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST confirmationCode/resend: a fresh activation mail. */
export function resendActivation(email: string): Promise<ResendResponse> {
  return apiRequest('confirmationCode/resend', { body: { email, mailFormatType: 'html' } });
}

export const useResendActivation = () => useMutation({ mutationFn: resendActivation });
