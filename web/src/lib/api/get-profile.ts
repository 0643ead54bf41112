import type { UserResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from './query-keys';

/** The user (docs/product.md#user) as `GET me` answers it, typed by the domain's response contract. */

/** The one cache key of the signed-in user's profile: every read and write of `me` goes through it. */

/** GET me: the signed-in user's profile, phones and interests. */
export function getProfile(): Promise<UserResponse> {
  return apiRequest<UserResponse>('me', { auth: 'id' });
}

export const profileQueryOptions = () => queryOptions({ queryKey: queryKeys.profile(), queryFn: getProfile });

/** The signed-in user's profile; `enabled: false` while nobody is signed in. */
export function useProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
