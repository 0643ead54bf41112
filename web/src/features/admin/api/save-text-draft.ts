import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import { textPath } from './text-path';

/** PUT admin/texts/{cultureCode}/{namespace}/{key}: the staff member's override, as a draft until published. */
export function saveTextDraft(cultureCode: string, namespace: string, key: string, text: string) {
  return apiRequest(textPath(cultureCode, namespace, key), {
    method: 'PUT',
    body: { text },
    headers: reauthHeaders(),
    auth: 'id',
  });
}

export function useSaveTextDraft(cultureCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ namespace, key, text }: { namespace: string; key: string; text: string }) =>
      saveTextDraft(cultureCode, namespace, key, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCultureTexts(cultureCode) }),
  });
}
