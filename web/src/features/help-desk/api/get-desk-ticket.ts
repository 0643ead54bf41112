import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DESK_KEY, type DeskTicket } from './get-desk-tickets';

/** GET zendesk/desk/tickets/{id}: one ticket with its requester and replies (staff only). */
export function getDeskTicket(id: number): Promise<DeskTicket> {
  return apiRequest<DeskTicket>(`zendesk/desk/tickets/${id}`, { auth: 'id' });
}

export const deskTicketQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...DESK_KEY, 'ticket', id], queryFn: () => getDeskTicket(id), retry: false });

export const useDeskTicket = (id: number) => useQuery(deskTicketQueryOptions(id));
