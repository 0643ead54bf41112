import { createHash } from 'node:crypto';
import type { MasterItem } from '@backstage/domain';
import type { Db } from '../../db/db';
import { type ListFilter, listRows, listVersion, type Row, searchProductRows } from './repo';

export type Item = Record<string, unknown>;

/** Spec §3: an item's `meta` JSON string merges its keys into the item; unreadable meta is ignored. */
export function mergeMeta({ meta, total: _total, ...item }: Row): Item {
  if (!meta) return item;
  try {
    const extra = JSON.parse(meta);
    return extra && typeof extra === 'object' && !Array.isArray(extra) ? { ...extra, ...item } : item;
  } catch {
    return item;
  }
}

export interface Page {
  data: Item[];
  total: number;
  page: number;
  perPage: number;
  serverTime: string;
}

/** A master list, whole (`perPage` -1) or one page, optionally only what changed since `updateDate`. */
export async function listItems(
  db: Db,
  item: MasterItem,
  query: { perPage: number; page: number; updateDate?: Date; cultureCodeIds?: number[] },
): Promise<Page> {
  const serverTime = new Date().toISOString();
  const filter: ListFilter = { since: query.updateDate, cultureCodeIds: query.cultureCodeIds };
  if (query.perPage > 0)
    Object.assign(filter, { limit: query.perPage, offset: (query.page - 1) * query.perPage });
  const rows = await listRows(db, item, filter);
  return {
    data: rows.map(mergeMeta),
    total: rows[0]?.total ?? 0,
    page: query.page,
    perPage: query.perPage,
    serverTime,
  };
}

export interface CachedList {
  body: string;
  etag: string;
}

// Built lists by database and item, reused while the list's version is unchanged: the large lists
// (products, stores) are read often and change rarely.
const memo = new WeakMap<Db, Map<MasterItem, CachedList & { version: string }>>();

/** The whole current list with a strong ETag of its content. */
export async function cachedList(db: Db, item: MasterItem): Promise<CachedList> {
  const version = await listVersion(db, item);
  const lists = memo.get(db) ?? new Map();
  memo.set(db, lists);
  const hit = lists.get(item);
  if (hit?.version === version) return hit;
  const rows = await listRows(db, item, {});
  const body = JSON.stringify({ data: rows.map(mergeMeta), total: rows.length });
  const built = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, version };
  lists.set(item, built);
  return built;
}

/** Products by model code (prefix, case-insensitive), exact matches first. */
export async function searchProducts(db: Db, modelCode: string): Promise<Item[]> {
  return (await searchProductRows(db, modelCode, 50)).map(mergeMeta);
}
