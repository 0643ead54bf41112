import type { CancelSubscriptionInput, SubscriptionResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** DELETE api/Processors/subscription/{id} with the reason, comment and optional refund. */
export const cancelSubscription = ({ id, ...body }: CancelSubscriptionInput & { id: string }) =>
  cloudRequest<SubscriptionResponse>(`Processors/subscription/${id}`, { method: 'DELETE', body });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUD_KEY }),
  });
}
