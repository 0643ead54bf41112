import type { PasskeyListResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

export const PASSKEYS_QUERY_KEY = ['security', 'passkeys'] as const;

/** GET users/{id}/passkeys: name, when added and last used (docs/product.md#passkeys). */
export function getPasskeys(): Promise<PasskeyListResponse> {
  return apiRequest(userPath('/passkeys'), { auth: 'id' });
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: PASSKEYS_QUERY_KEY, queryFn: getPasskeys });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
