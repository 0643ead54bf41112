import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** DELETE interests/{id}: removes one of the user's interest entries. */
export function removeInterest(userInterestId: number): Promise<unknown> {
  return apiRequest(`interests/${userInterestId}`, { method: 'DELETE', auth: 'id' });
}

/** Removes an interest; the profile is read again, saved or not, so the ticks show what is stored. */
export function useRemoveInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeInterest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile() }),
  });
}
