import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/sessions/{sessionId}: signs that session out at once. */
export function endSession(sessionId: string): Promise<unknown> {
  return apiRequest(userPath(`/sessions/${encodeURIComponent(sessionId)}`), { method: 'DELETE', auth: 'id' });
}

/** Ends a session; the list is read again either way, so it shows what is live. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
  });
}
