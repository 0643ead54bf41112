import type { DeskTicketResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** GET admin/desk/tickets/{id}: one ticket with its requester and replies (staff only). */
export function getDeskTicket(id: number): Promise<DeskTicketResponse> {
  return apiRequest<DeskTicketResponse>(`admin/desk/tickets/${id}`, { auth: 'id' });
}

export const deskTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: queryKeys.helpDeskTicket(id), queryFn: () => getDeskTicket(id), retry: false });

export const useDeskTicket = (id: number) => useQuery(deskTicketQueryOptions(id));
