import type { StaffSelfResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/**
 * GET admin/users/{own id} (spec §7, "admin-panel user info"): the staff member's roles, cultures and whether
 * this session passed a second factor. Anyone off the maker's domain is refused (403 NOT_ROLAND_ACCOUNT).
 */
export function getStaffSelf(): Promise<StaffSelfResponse> {
  return apiRequest(`admin/${userPath()}`, { auth: 'id' });
}

export const staffSelfQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminSelf(), queryFn: getStaffSelf, retry: false });

export const useStaffSelf = () => useQuery(staffSelfQueryOptions());
