import type { SubscriptionResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** GET api/account-details/user-subscriptions, newest first. */
export const getUserSubscriptions = async () =>
  (await cloudRequest<{ data: SubscriptionResponse[] }>('account-details/user-subscriptions')).data;

export const userSubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: [...CLOUD_KEY, 'subscriptions'], queryFn: getUserSubscriptions });

export const useUserSubscriptions = () => useQuery(userSubscriptionsQueryOptions());
