import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** DELETE users/{id}/connectedApps/{clientId}: ends the app's access, tokens and sessions at once (ADR 088). */
export function removeConnectedApp(clientId: string): Promise<unknown> {
  return apiRequest(userPath(`/connectedApps/${encodeURIComponent(clientId)}`), {
    method: 'DELETE',
    auth: 'id',
  });
}

/** Removes an app's access; the app list and the session list (its sessions ended) are read again. */
export function useRemoveConnectedApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeConnectedApp,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.connectedApps() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
      ]),
  });
}
