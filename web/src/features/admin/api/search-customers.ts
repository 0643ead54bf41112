import type { StaffUserSearchResponse } from '@backstage/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/** GET admin/users?query=&cursor=: e-mail (exact or prefix), name, serial code or ticket number; 20 a page. */
export function searchCustomers(query: string, cursor?: string): Promise<StaffUserSearchResponse> {
  const params = new URLSearchParams({ query, ...(cursor ? { cursor } : {}) });
  return apiRequest(`admin/users?${params}`, { headers: reauthHeaders(), auth: 'id' });
}

export const searchCustomersQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.adminCustomers(query),
    queryFn: ({ pageParam }) => searchCustomers(query, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: query !== '',
    retry: false,
  });

export const useSearchCustomers = (query: string) => useInfiniteQuery(searchCustomersQueryOptions(query));
