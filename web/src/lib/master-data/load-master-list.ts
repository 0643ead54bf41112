import { MASTER_CACHE_SECONDS, MASTER_REFRESH_SECONDS, type MasterItem } from '@backstage/domain';
import { CACHE_LINKS, getCachedList, type LinkedItem } from './api/get-cached-list';
import { getMasterPage } from './api/get-master-page';
import { readCachedList, writeCachedList } from './master-storage';
import type { CachedList } from './master-types';
import { latestUpdate, mergeItems, mergeMeta } from './merge-items';

// The large lists come whole through a signed cache link, then only their changes
// (docs/product.md#master-refresh).
const isLinked = (item: MasterItem): item is LinkedItem => item in CACHE_LINKS;

/**
 * A master list for the culture: the stored copy while within its refresh seconds (docs/product.md#master-refresh) and for the
 * same culture, else fetched again (products and stores incrementally) and stored.
 */
export async function loadMasterList(item: MasterItem, cultureCode: string, now = Date.now()) {
  const cached = readCachedList(item);
  const usable = cached?.cultureCode === cultureCode ? cached : null;
  if (usable && now - usable.fetchedAt < MASTER_REFRESH_SECONDS[item] * 1000) return usable.items;
  const next = isLinked(item)
    ? await changesSince(item, await linkedBase(item, cultureCode, usable, now), now)
    : await wholeList(item, cultureCode, now);
  writeCachedList(item, next);
  return next.items;
}

async function wholeList(item: MasterItem, cultureCode: string, now: number): Promise<CachedList> {
  const page = await getMasterPage(item);
  const items = page.data.filter((entry) => !entry.isDeleted).map(mergeMeta);
  return { cultureCode, fetchedAt: now, loadedAt: now, serverTime: page.serverTime, items };
}

// The stored list while its cache seconds last, else the whole list again through the cache link.
async function linkedBase(
  item: LinkedItem,
  cultureCode: string,
  cached: CachedList | null,
  now: number,
): Promise<CachedList> {
  if (cached && now - cached.loadedAt < MASTER_CACHE_SECONDS[item] * 1000) return cached;
  const items = mergeItems([], await getCachedList(item));
  // The cached file may predate recent changes: ask for everything since its newest item.
  return { cultureCode, fetchedAt: now, loadedAt: now, serverTime: latestUpdate(items) ?? '', items };
}

async function changesSince(item: MasterItem, base: CachedList, now: number): Promise<CachedList> {
  if (!base.serverTime) return { ...(await wholeList(item, base.cultureCode, now)), loadedAt: base.loadedAt };
  const page = await getMasterPage(item, base.serverTime);
  return {
    ...base,
    fetchedAt: now,
    serverTime: page.serverTime,
    items: mergeItems(base.items, page.data),
  };
}
