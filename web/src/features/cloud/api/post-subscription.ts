import type { CloudServiceResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** POST api/service {action: post-subscription}: the trial starts at once; a purchase answers its checkout page. */
export const postSubscription = (offerId: string) =>
  cloudRequest<CloudServiceResponse>('service', { body: { action: 'post-subscription', offerId } });

export function usePostSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLOUD_KEY }),
  });
}
