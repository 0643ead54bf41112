import type { TicketResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET zendesk/requests: the user's own tickets with status and replies, newest first. */
export async function getMyRequests(): Promise<TicketResponse[]> {
  return (await apiRequest<{ data: TicketResponse[] }>('zendesk/requests', { auth: 'id' })).data;
}

export const myRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.supportRequests(), queryFn: getMyRequests });

export const useMyRequests = () => useQuery(myRequestsQueryOptions());
