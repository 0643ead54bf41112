import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST confirm: activates the account with the mailed code. */
export function confirm(input: {
  code: string;
  email?: string;
  activationId?: string;
}): Promise<{ status: string }> {
  return apiRequest('confirm', { body: input });
}

export const useConfirm = () => useMutation({ mutationFn: confirm });
