import type { AccountViewResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/** GET admin/users/{id}: a customer's account view (each opening is recorded in the audit log by the server). */
export function getAccountView(id: string): Promise<AccountViewResponse> {
  return apiRequest(`admin/users/${encodeURIComponent(id)}`, { headers: reauthHeaders(), auth: 'id' });
}

export const accountViewQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.adminAccount(id), queryFn: () => getAccountView(id), retry: false });

export const useAccountView = (id: string) => useQuery(accountViewQueryOptions(id));
