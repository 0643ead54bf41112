import type { UserProductResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CLOUD_KEY, cloudRequest } from './cloud-request';

/** GET api/account-details/user-products: keys, activated hardware, loyalty picks. */
export const getUserProducts = async () =>
  (await cloudRequest<{ data: UserProductResponse[] }>('account-details/user-products')).data;

export const userProductsQueryOptions = () =>
  queryOptions({ queryKey: [...CLOUD_KEY, 'products'], queryFn: getUserProducts });

export const useUserProducts = () => useQuery(userProductsQueryOptions());
