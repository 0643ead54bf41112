import { type CancelDialogInput, cancelCallReason, type SubscriptionResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** The subscription and what the member chose in the cancel dialog. */
export type CancelRequest = { id: string } & CancelDialogInput;

/**
 * DELETE api/Processors/subscription/{id}: the call's short reason, the picked reason and details as the
 * comment (docs/product.md#cloud-enumerations), and the optional refund.
 */
export const cancelSubscription = ({ id, reason, comment, refund }: CancelRequest) =>
  cloudRequest<SubscriptionResponse>(`Processors/subscription/${id}`, {
    method: 'DELETE',
    body: { ...cancelCallReason(reason, comment), refund },
  });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cloud() }),
  });
}
