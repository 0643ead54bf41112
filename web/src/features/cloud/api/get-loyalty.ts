import type { LoyaltyResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** GET api/account-details/loyalty: Play2-4Life status, months remaining and picks. */
export const getLoyalty = () => cloudRequest<LoyaltyResponse>('account-details/loyalty');

export const loyaltyQueryOptions = () =>
  queryOptions({ queryKey: [...CLOUD_KEY, 'loyalty'], queryFn: getLoyalty });

export const useLoyalty = () => useQuery(loyaltyQueryOptions());
