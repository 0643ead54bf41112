import { MASTER_REFRESH_SECONDS, type MasterItem } from '@backstage/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMasterList } from './load-master-list';
import type { MasterItemOf } from './master-types';

/**
 * A master list of docs/product.md#master-lists (`genders`, `cultureCodes`, `interests`, `phoneTypes`, `stateProvinces`, …),
 * kept in browser storage for its refresh seconds and fetched again when the culture changes.
 */
export function useMasterList<K extends MasterItem>(item: K): UseQueryResult<MasterItemOf<K>[], Error> {
  const { i18n } = useTranslation();
  const cultureCode = i18n.language;
  return useQuery({
    queryKey: queryKeys.masterList(item, cultureCode),
    queryFn: () => loadMasterList(item, cultureCode) as Promise<MasterItemOf<K>[]>,
    staleTime: MASTER_REFRESH_SECONDS[item] * 1000,
  });
}
