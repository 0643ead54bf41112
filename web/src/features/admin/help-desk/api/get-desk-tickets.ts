import type { DeskTicketResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** The desk's queries share this prefix, so an answer refreshes the queue and the open ticket alike. */

/** GET admin/desk/tickets: the queue, unsolved first, oldest first (staff only; others 403). */
export async function getDeskTickets(): Promise<DeskTicketResponse[]> {
  return (await apiRequest<{ data: DeskTicketResponse[] }>('admin/desk/tickets', { auth: 'id' })).data;
}

export const deskTicketsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.helpDeskQueue(), queryFn: getDeskTickets, retry: false });

export const useDeskTickets = () => useQuery(deskTicketsQueryOptions());
