import type { SupportRequest, SupportRequestCreatedResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';

/** POST zendesk/request/: one support form becomes a ticket (docs/product.md#tickets). */
export function sendSupportRequest(request: SupportRequest): Promise<SupportRequestCreatedResponse> {
  return apiRequest<SupportRequestCreatedResponse>('zendesk/request/', { body: request, auth: 'id' });
}

/** Sends a form; my requests are read again so the new ticket is listed. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.supportRequests() }),
  });
}
