import type { CloudServiceResponse, RuleStatus } from '@backstage/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** POST api/service {action: get-user-rule-status}: free trial still offered, access until. */
export async function getRuleStatus(): Promise<RuleStatus> {
  const answer = await cloudRequest<CloudServiceResponse>('service', {
    body: { action: 'get-user-rule-status' },
  });
  return answer.ruleStatus!;
}

export const ruleStatusQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: queryKeys.cloudRuleStatus(), queryFn: getRuleStatus, enabled });

export const useRuleStatus = (enabled = true) => useQuery(ruleStatusQueryOptions(enabled));
