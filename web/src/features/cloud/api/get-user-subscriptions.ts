import type { SubscriptionResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** GET api/account-details/user-subscriptions, newest first. */
export const getUserSubscriptions = async () =>
  (await cloudRequest<{ data: SubscriptionResponse[] }>('account-details/user-subscriptions')).data;

export const userSubscriptionsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: queryKeys.cloudSubscriptions(), queryFn: getUserSubscriptions, enabled });

/** `enabled: false` while nobody is signed in (the memberships page is open to visitors). */
export const useUserSubscriptions = (enabled = true) => useQuery(userSubscriptionsQueryOptions(enabled));
