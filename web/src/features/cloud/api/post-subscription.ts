import { APP_CLIENT_VALUE, type CloudServiceResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

export interface PostSubscriptionInput {
  offerId: string;
  /** Started in the app client's view: its checkout comes back to that view (ADR 043). */
  appClient?: boolean;
}

/** POST api/service {action: post-subscription}: the trial starts at once; a purchase answers its checkout page. */
export const postSubscription = ({ offerId, appClient = false }: PostSubscriptionInput) =>
  cloudRequest<CloudServiceResponse>('service', {
    body: {
      action: 'post-subscription',
      offerId,
      ...(appClient ? { client: APP_CLIENT_VALUE } : {}),
    },
  });

export function usePostSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cloud() }),
  });
}
