import type { ProfileUpdatePayload, UserResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';
import { queryKeys } from './query-keys';

/** PUT users/{id} with the id token: a partial profile update (docs/product.md#profile-calls). */
export function updateProfile(payload: ProfileUpdatePayload): Promise<UserResponse> {
  return apiRequest(userPath(), { method: 'PUT', body: payload, auth: 'id' });
}

/** Saves part of the profile; the cached profile becomes the one the server answered. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.profile(), saved),
  });
}
