import { type CancelReason, cancelCallReason, type SubscriptionResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

export interface CancelRequest {
  id: string;
  /** One of the seven reasons picked in the dialog. */
  reason: CancelReason;
  details?: string;
  refund?: boolean;
}

/**
 * DELETE api/Processors/subscription/{id}: the call's short reason, the picked reason and details as the
 * comment (docs/product.md#cloud-enumerations), and the optional refund.
 */
export const cancelSubscription = ({ id, reason, details, refund }: CancelRequest) =>
  cloudRequest<SubscriptionResponse>(`Processors/subscription/${id}`, {
    method: 'DELETE',
    body: { ...cancelCallReason(reason, details), refund },
  });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUD_KEY }),
  });
}
