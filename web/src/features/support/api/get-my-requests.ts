import type { TicketResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

export type Ticket = TicketResponse;

/** GET zendesk/requests: the user's own tickets with status and replies, newest first. */
export async function getMyRequests(): Promise<Ticket[]> {
  return (await apiRequest<{ data: Ticket[] }>('zendesk/requests', { auth: 'id' })).data;
}

export const myRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.supportRequests(), queryFn: getMyRequests });

export const useMyRequests = () => useQuery(myRequestsQueryOptions());
