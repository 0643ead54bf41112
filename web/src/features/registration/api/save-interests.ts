import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/**
 * PUT users/{id}/interests with the interests chosen at the step (docs/product.md#registration-steps step
 * "product interest"): the set replaces what is stored, so one unticked after going back to the step is removed
 * (docs/product.md#interests).
 */
export async function saveInterests(interestIds: number[]): Promise<void> {
  await apiRequest(userPath('/interests'), {
    method: 'PUT',
    body: { interests: interestIds.map((id) => ({ id })) },
    auth: 'id',
  });
}

export const useSaveInterests = () => useMutation({ mutationFn: saveInterests });
