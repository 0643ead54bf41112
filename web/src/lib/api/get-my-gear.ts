import type { RegisteredProductListResponse, RegisteredProductResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** The user's registrations, newest purchase first: the same call and cache entry My Gear's list uses (home, Homes, Tools). */
export async function getMyGear(): Promise<RegisteredProductResponse[]> {
  const path = userPath('/registeredProducts?sort=purchaseDateDesc&perPage=-1');
  return (await apiRequest<RegisteredProductListResponse>(path, { auth: 'id' })).data;
}

// My Gear's key for this sort order, so that its registrations and removals refresh the home too.
export const myGearQueryOptions = () =>
  queryOptions({ queryKey: ['registeredProducts', 'purchaseDateDesc'], queryFn: getMyGear });

export const useMyGear = () => useQuery(myGearQueryOptions());
