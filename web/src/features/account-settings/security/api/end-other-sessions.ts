import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/sessions: signs out everywhere but here. */
export function endOtherSessions(): Promise<unknown> {
  return apiRequest(userPath('/sessions'), { method: 'DELETE', auth: 'id' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
  });
}
