import type { TwoStepStatusResponse } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { userPath } from '@/lib/session';

/** GET users/{id}/mfa: whether two-step sign-in is on (docs/product.md#two-step-sign-in). */
export function getTwoStepStatus(): Promise<TwoStepStatusResponse> {
  return apiRequest(userPath('/mfa'), { auth: 'id' });
}

export const twoStepStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.twoStep(), queryFn: getTwoStepStatus });

export const useTwoStepStatus = () => useQuery(twoStepStatusQueryOptions());
