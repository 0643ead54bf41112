import type { AuditListResponse } from '@backstage/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

export interface AuditFilters {
  userId: string;
  staffId: string;
}

/** GET admin/audit?userId=&staffId=&cursor=: the audit log, newest first (admin only). */
export function getAuditLog(filters: AuditFilters, cursor?: string): Promise<AuditListResponse> {
  const params = new URLSearchParams();
  if (filters.userId) params.set('userId', filters.userId);
  if (filters.staffId) params.set('staffId', filters.staffId);
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`admin/audit${query}`, { headers: reauthHeaders(), auth: 'id' });
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminAuditFiltered(filters.userId, filters.staffId),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQueryOptions(filters));
