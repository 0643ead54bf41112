import { createHash } from 'node:crypto';
import type { CatalogueProductResponse, MasterItem } from '@backstage/domain';
import type { Db } from '../../db/db';
import { Precompressed } from '../../lib/precompressed';
import { ITEM_SOURCES } from './items';
import { countRows, type ListFilter, listRows, listVersion, type Row, searchProductRows } from './repo';

/** At most this many products answer a search: suggestions, not a listing. */
export const SEARCH_LIMIT = 50;

export type Item = Record<string, unknown>;

/** docs/product.md#master-lists: an item's `meta` JSON string merges its keys into the item; unreadable meta is ignored. */
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

/**
 * A whole current list, built once per list version: its items, and its JSON with a strong ETag, compressed once
 * per encoding for every client that asks for it.
 */
interface BuiltList {
  version: string;
  data: Item[];
  body: Precompressed;
  etag: string;
}

// Built lists by database and item, reused while the list's version is unchanged: the large lists
// (products, stores) are read often and change rarely, and reading 50,000 products takes seconds on PGlite.
const built = new WeakMap<Db, Map<MasterItem, BuiltList>>();
// A build under way, so that requests arriving during it wait for it rather than each building the list.
const building = new WeakMap<Db, Map<MasterItem, { version: string; list: Promise<BuiltList> }>>();

const perDb = <T>(map: WeakMap<Db, Map<MasterItem, T>>, db: Db) => {
  const lists = map.get(db) ?? new Map<MasterItem, T>();
  map.set(db, lists);
  return lists;
};

async function buildList(db: Db, item: MasterItem, version: string): Promise<BuiltList> {
  const data = (await listRows(db, item, {})).map(mergeMeta);
  const body = JSON.stringify({ data, total: data.length });
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { version, data, body: new Precompressed(body), etag };
}

/** The whole current list (no deleted rows), from memory while its version is unchanged. */
async function currentList(db: Db, item: MasterItem): Promise<BuiltList> {
  const version = await listVersion(db, item);
  const lists = perDb(built, db);
  const hit = lists.get(item);
  if (hit?.version === version) return hit;
  const pending = perDb(building, db);
  const running = pending.get(item);
  if (running?.version === version) return running.list;
  const list = buildList(db, item, version);
  pending.set(item, { version, list });
  try {
    const fresh = await list;
    lists.set(item, fresh);
    return fresh;
  } finally {
    if (pending.get(item)?.list === list) pending.delete(item);
  }
}

/**
 * A master list, whole (`perPage` -1) or one page, optionally only what changed since `updateDate`. The
 * unfiltered list is paged from the list kept in memory, so a page of 12 products costs the same as a page
 * of 12 genders; filtered lists (changes since, cultures) are small and read from their indexes.
 */
export async function listItems(
  db: Db,
  item: MasterItem,
  query: { perPage: number; page: number; updateDate?: Date; cultureCodeIds?: number[] },
): Promise<Page> {
  const serverTime = new Date().toISOString();
  const { page, perPage } = query;
  const offset = (page - 1) * perPage;
  const byCulture = Boolean(query.cultureCodeIds?.length && ITEM_SOURCES[item].cultureColumn);
  if (!query.updateDate && !byCulture) {
    const { data } = await currentList(db, item);
    const slice = perPage > 0 ? data.slice(offset, offset + perPage) : data;
    return { data: slice, total: data.length, page, perPage, serverTime };
  }
  const filter: ListFilter = { since: query.updateDate, cultureCodeIds: query.cultureCodeIds };
  if (perPage > 0) Object.assign(filter, { limit: perPage, offset });
  const rows = await listRows(db, item, filter);
  const total = rows[0]?.total ?? (offset > 0 && perPage > 0 ? await countRows(db, item, filter) : 0);
  return { data: rows.map(mergeMeta), total, page, perPage, serverTime };
}

export interface CachedList {
  body: Precompressed;
  etag: string;
}

/** The whole current list with a strong ETag of its content. */
export async function cachedList(db: Db, item: MasterItem): Promise<CachedList> {
  const { body, etag } = await currentList(db, item);
  return { body, etag };
}

/** Products by model code or name (prefix, case-insensitive), model-code matches first. */
export async function searchProducts(db: Db, text: string): Promise<CatalogueProductResponse[]> {
  // The rows are the products list's columns (ITEM_SOURCES.products) with their meta merged in.
  return (await searchProductRows(db, text, SEARCH_LIMIT)).map(mergeMeta) as CatalogueProductResponse[];
}
