import type { SignInHistoryResponse } from '@backstage/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** GET users/{id}/signInHistory?cursor=: one page of 20 sign-in events (docs/product.md#sign-in-history). */
export function getSignInHistory(cursor?: string): Promise<SignInHistoryResponse> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest(userPath(`/signInHistory${query}`), { auth: 'id' });
}

export const signInHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.signInHistory(),
    queryFn: ({ pageParam }) => getSignInHistory(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useSignInHistory = () => useInfiniteQuery(signInHistoryQueryOptions());
