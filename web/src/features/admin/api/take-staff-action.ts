import type { StaffActionBody } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/**
 * POST admin/users/{id}/actions: one action with its reason; the destructive ones carry the staff member's
 * re-authentication proof (docs/product.md#re-authentication).
 */
export function takeStaffAction(userId: string, body: StaffActionBody): Promise<unknown> {
  return apiRequest(`admin/users/${encodeURIComponent(userId)}/actions`, {
    body,
    headers: reauthHeaders(),
    auth: 'id',
  });
}

/** Takes an action; the account view and the audit log are read again to show its effect and its entry. */
export function useTakeStaffAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffActionBody) => takeStaffAction(userId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAccount(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit() }),
      ]),
  });
}
