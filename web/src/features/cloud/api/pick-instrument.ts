import type { CloudServiceResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** POST api/service {action: put-user-product | delete-user-product}: picks or gives back a loyalty instrument. */
export const pickInstrument = ({ productCode, pick }: { productCode: string; pick: boolean }) =>
  cloudRequest<CloudServiceResponse>('service', {
    body: { action: pick ? 'put-user-product' : 'delete-user-product', productCode },
  });

export function usePickInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pickInstrument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cloud() }),
  });
}
