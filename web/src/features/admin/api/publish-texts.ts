import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';

/** POST admin/texts/{cultureCode}/publish: the culture's drafts go to visitors (within a minute, every process). */
export function publishTexts(cultureCode: string) {
  return apiRequest(`admin/texts/${encodeURIComponent(cultureCode)}/publish`, {
    method: 'POST',
    headers: reauthHeaders(),
    auth: 'id',
  });
}

export function usePublishTexts(cultureCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishTexts(cultureCode),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCultureTexts(cultureCode) }),
  });
}
