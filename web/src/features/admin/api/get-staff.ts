import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import type { StaffMember } from './types';

/** GET admin/staff: the staff accounts with their roles and cultures (admin only). */
export async function getStaff(): Promise<StaffMember[]> {
  return (await apiRequest<{ data: StaffMember[] }>('admin/staff', { headers: reauthHeaders(), auth: 'id' }))
    .data;
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminStaff(), queryFn: getStaff, retry: false });

export const useStaff = () => useQuery(staffQueryOptions());
