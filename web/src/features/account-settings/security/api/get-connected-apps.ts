import type { ConnectedAppListResponse } from '@backstage/domain';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** GET users/{id}/connectedApps: the apps the account allowed or signed in to (ADR 088). */
export function getConnectedApps(): Promise<ConnectedAppListResponse> {
  return apiRequest(userPath('/connectedApps'), { auth: 'id' });
}

export const useConnectedApps = () =>
  useQuery({ queryKey: queryKeys.connectedApps(), queryFn: getConnectedApps });
