import type { PasskeyListResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** GET users/{id}/passkeys: name, when added and last used (docs/product.md#passkeys). */
export function getPasskeys(): Promise<PasskeyListResponse> {
  return apiRequest(userPath('/passkeys'), { auth: 'id' });
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.passkeys(), queryFn: getPasskeys });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
