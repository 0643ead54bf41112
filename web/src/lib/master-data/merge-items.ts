import type { MasterEntry } from './master-types';

/** docs/product.md#master-lists: the keys of an item's `meta` JSON string merge into the item; its own fields win. */
export function mergeMeta<T extends MasterEntry>(item: T): T {
  const { meta, ...rest } = item;
  if (typeof meta !== 'string' || !meta) return (meta === undefined ? item : rest) as T;
  try {
    const extra: unknown = JSON.parse(meta);
    return (extra && typeof extra === 'object' && !Array.isArray(extra) ? { ...extra, ...rest } : rest) as T;
  } catch {
    // Unreadable meta adds nothing; the item itself is still good.
    return rest as T;
  }
}

/** Applies an incremental fetch: changed items replace theirs by id, deleted ones go, order by id. */
export function mergeItems<T extends MasterEntry>(current: readonly T[], changes: readonly T[]): T[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const change of changes) {
    if (change.isDeleted) byId.delete(change.id);
    else byId.set(change.id, mergeMeta(change));
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The latest updateDate among the items, or undefined when none carries one. */
export function latestUpdate(items: readonly MasterEntry[]): string | undefined {
  let latest: number | undefined;
  for (const { updateDate } of items) {
    const time = updateDate ? Date.parse(updateDate) : Number.NaN;
    if (!Number.isNaN(time) && (latest === undefined || time > latest)) latest = time;
  }
  return latest === undefined ? undefined : new Date(latest).toISOString();
}
