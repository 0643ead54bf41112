import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/lib/api/get-profile';
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
