import type { UserProductResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** GET api/account-details/user-products: keys, activated hardware, loyalty picks. */
export const getUserProducts = async () =>
  (await cloudRequest<{ data: UserProductResponse[] }>('account-details/user-products')).data;

export const userProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.cloudProducts(), queryFn: getUserProducts });

export const useUserProducts = () => useQuery(userProductsQueryOptions());
