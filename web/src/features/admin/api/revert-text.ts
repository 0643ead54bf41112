import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { textPath } from './text-path';

/** DELETE admin/texts/{cultureCode}/{namespace}/{key}: back to the shipped text. */
export function revertText(cultureCode: string, namespace: string, key: string) {
  return apiRequest(textPath(cultureCode, namespace, key), {
    method: 'DELETE',
    headers: reauthHeaders(),
    auth: 'id',
  });
}

export function useRevertText(cultureCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ namespace, key }: { namespace: string; key: string }) =>
      revertText(cultureCode, namespace, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCultureTexts(cultureCode) }),
  });
}
