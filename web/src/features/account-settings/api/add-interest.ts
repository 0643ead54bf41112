import type { InterestResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** POST users/{id}/interests with one of the twelve interests, by id. */
export function addInterest(interestId: number): Promise<InterestResponse> {
  return apiRequest(userPath('/interests'), {
    body: { interest: { id: interestId } },
    auth: 'id',
  });
}

/** Adds an interest; the profile is read again, saved or not, so the ticks show what is stored. */
export function useAddInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addInterest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  });
}
