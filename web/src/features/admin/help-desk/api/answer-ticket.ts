import type { DeskTicketResponse, TicketAnswer } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** POST admin/desk/tickets/{id}/replies: the answer, mailed to the requester by the server. */
export function answerTicket(id: number, answer: TicketAnswer): Promise<DeskTicketResponse> {
  return apiRequest<DeskTicketResponse>(`admin/desk/tickets/${id}/replies`, { body: answer, auth: 'id' });
}

/** Answers a ticket; the queue and the ticket are read again to show the reply and the new status. */
export function useAnswerTicket(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TicketAnswer) => answerTicket(id, answer),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.helpDesk() }),
  });
}
