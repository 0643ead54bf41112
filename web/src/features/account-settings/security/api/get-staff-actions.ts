import type { StaffActionsResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** What the maker's staff did on the account, as the customer is told (docs/product.md#staff-console). */
export type StaffActionEntry = StaffActionsResponse['data'][number];

/** GET users/{id}/staffActions: the actions staff took on the account, newest first. */
export async function getStaffActions(): Promise<StaffActionEntry[]> {
  return (await apiRequest<{ data: StaffActionEntry[] }>(userPath('/staffActions'), { auth: 'id' })).data;
}

export const staffActionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.staffActions(), queryFn: getStaffActions });

export const useStaffActions = () => useQuery(staffActionsQueryOptions());
