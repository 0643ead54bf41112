import type { KeyRegisteredResponse } from '@backstage/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { cloudRequest } from './cloud-request';

/** POST api/notifications/key/{key}/register[?productCode]: a key, or a hardware product's serial number. */
export const registerKey = ({ key, productCode }: { key: string; productCode?: string }) =>
  cloudRequest<KeyRegisteredResponse>(
    `notifications/key/${encodeURIComponent(key.trim())}/register${productCode ? `?productCode=${encodeURIComponent(productCode)}` : ''}`,
    { method: 'POST' },
  );

export function useRegisterKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cloud() }),
  });
}
