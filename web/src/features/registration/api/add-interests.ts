import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/interests for each chosen interest (docs/product.md#registration-steps step "product interest"). */
export async function addInterests(interestIds: number[]): Promise<void> {
  const path = userPath('/interests');
  await Promise.all(interestIds.map((id) => apiRequest(path, { body: { interest: { id } }, auth: 'id' })));
}

export const useAddInterests = () => useMutation({ mutationFn: addInterests });
