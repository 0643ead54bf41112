import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/api/query-keys';
import { apiRequest } from '@/lib/api-client';
import { reauthHeaders } from '@/lib/reauth/reauth-proof';
import type { CultureText } from './types';

/** GET admin/texts/{cultureCode}?query=: every text key with its English source, shipped text and override. */
export async function getCultureTexts(cultureCode: string, query = ''): Promise<CultureText[]> {
  const search = query ? `?${new URLSearchParams({ query })}` : '';
  const path = `admin/texts/${encodeURIComponent(cultureCode)}${search}`;
  return (await apiRequest<{ data: CultureText[] }>(path, { headers: reauthHeaders(), auth: 'id' })).data;
}

export const cultureTextsQueryOptions = (cultureCode: string, query: string) =>
  queryOptions({
    queryKey: queryKeys.adminTexts(cultureCode, query),
    queryFn: () => getCultureTexts(cultureCode, query),
    retry: false,
  });

export const useCultureTexts = (cultureCode: string, query: string) =>
  useQuery(cultureTextsQueryOptions(cultureCode, query));
