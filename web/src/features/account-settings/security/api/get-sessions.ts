import type { SessionListResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** GET users/{id}/sessions: where the account is signed in (docs/product.md#security-centre). */
export function getSessions(): Promise<SessionListResponse> {
  return apiRequest(userPath('/sessions'), { auth: 'id' });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sessions(), queryFn: getSessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
