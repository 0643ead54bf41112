import type { SupportRequest, SupportRequestCreatedResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MY_REQUESTS_KEY } from './get-my-requests';

/** POST zendesk/request/: one support form becomes a ticket (docs/product.md#tickets). */
export function sendSupportRequest(request: SupportRequest): Promise<SupportRequestCreatedResponse> {
  return apiRequest<SupportRequestCreatedResponse>('zendesk/request/', { body: request, auth: 'id' });
}

/** Sends a form; my requests are read again so the new ticket is listed. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REQUESTS_KEY }),
  });
}
