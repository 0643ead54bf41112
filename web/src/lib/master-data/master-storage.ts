import type { MasterItem } from '@backstage/domain';
import { CACHE_PREFIX, readStored, writeStored } from '@/lib/storage';
import type { CachedList, MasterEntry } from './master-types';

/** The storage key of a master list, under the cache prefix that "clear cache" removes. */
export const masterKey = (item: MasterItem) => `${CACHE_PREFIX}master.${item}`;

/** The stored copy of a master list, or null when absent or unreadable. */
export function readCachedList(item: MasterItem): CachedList | null {
  try {
    const value = JSON.parse(readStored(masterKey(item)) ?? 'null') as CachedList | null;
    return value && Array.isArray(value.items) && typeof value.cultureCode === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps a master list (a full storage only costs the next visit a refetch). */
export function writeCachedList(item: MasterItem, list: CachedList<MasterEntry>): void {
  writeStored(masterKey(item), JSON.stringify(list));
}
