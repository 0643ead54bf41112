import type { StaffGrantBody } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/** PUT admin/staff/{userId}: a staff account's roles and cultures, whole (admin only). */
export function saveStaffMember(userId: string, grant: StaffGrantBody): Promise<unknown> {
  return apiRequest(`admin/staff/${encodeURIComponent(userId)}`, {
    method: 'PUT',
    body: grant,
    headers: reauthHeaders(),
    auth: 'id',
  });
}

/** Saves a grant; the staff list and the audit log are read again. */
export function useSaveStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: string; grant: StaffGrantBody }) =>
      saveStaffMember(userId, grant),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStaff() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit() }),
      ]),
  });
}
