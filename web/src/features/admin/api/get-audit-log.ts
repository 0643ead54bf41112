import type { AuditListResponse } from '@backstage/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/** The audit log's filters, as the call and the console's address name them; each optional. */
export const AUDIT_FILTER_NAMES = [
  'userId',
  'userEmail',
  'staffId',
  'staffEmail',
  'action',
  'from',
  'to',
] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_NAMES)[number], string>>;

/** The viewer's time zone: the days of `from` and `to` are theirs, as the log's times are shown in it. */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * GET admin/audit?userId=&userEmail=&staffId=&staffEmail=&action=&from=&to=&timeZone=&cursor=: the audit log,
 * newest first (admin only).
 */
export function getAuditLog(filters: AuditFilters, cursor?: string): Promise<AuditListResponse> {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (filters.from || filters.to) params.set('timeZone', viewerTimeZone());
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiRequest(`admin/audit${query}`, { headers: reauthHeaders(), auth: 'id' });
}

export const auditLogQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminAuditFiltered(filters),
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    retry: false,
  });

export const useAuditLog = (filters: AuditFilters) => useInfiniteQuery(auditLogQueryOptions(filters));
