import type { LoyaltyResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** GET api/account-details/loyalty: Play2-4Life status, months remaining and picks. */
export const getLoyalty = () => cloudRequest<LoyaltyResponse>('account-details/loyalty');

export const loyaltyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cloudLoyalty(), queryFn: getLoyalty });

export const useLoyalty = () => useQuery(loyaltyQueryOptions());
