import type { MasterItem } from '@backstage/domain';
import type { Queryable } from '../../db/db';
import { ITEM_SOURCES } from './items';

export interface ListFilter {
  /** Only rows changed after this time, deleted ones included (incremental fetch). */
  since?: Date;
  cultureCodeIds?: number[];
  limit?: number;
  offset?: number;
}

export type Row = Record<string, unknown> & { meta: string | null; total: number };

/** The WHERE clause of a filtered list and its parameters. */
function filtered(item: MasterItem, filter: ListFilter) {
  const source = ITEM_SOURCES[item];
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.since) {
    params.push(filter.since.toISOString());
    // Inclusive: a row changed in the same millisecond as the client's last serverTime must not be missed;
    // receiving it twice is harmless (clients merge by id). Read from the update_date index.
    where.push(`update_date >= $${params.length}`);
  } else where.push('not is_deleted');
  if (filter.cultureCodeIds?.length && source.cultureColumn) {
    params.push(filter.cultureCodeIds);
    where.push(`${source.cultureColumn} = any($${params.length}::int[])`);
  }
  return { source, params, where: where.join(' and ') };
}

/** One round trip: the page of rows plus the total count of the filtered list (on each row). */
export async function listRows(db: Queryable, item: MasterItem, filter: ListFilter): Promise<Row[]> {
  const { source, params, where } = filtered(item, filter);
  params.push(filter.limit ?? null, filter.offset ?? 0);
  const sql = `select ${source.columns}, meta, is_deleted as "isDeleted", update_date as "updateDate",
      count(*) over ()::int as total
    from ${source.table} where ${where}
    order by id limit $${params.length - 1} offset $${params.length}`;
  return (await db.query<Row>(sql, params)).rows;
}

/** How many rows the filtered list has (for a page past its end, which carries no count). */
export async function countRows(db: Queryable, item: MasterItem, filter: ListFilter): Promise<number> {
  const { source, params, where } = filtered(item, filter);
  const sql = `select count(*)::int as n from ${source.table} where ${where}`;
  return (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Products whose model code, else whose name, starts with the text, ignoring case: model-code matches first
 * (the exact model code leads them, being the shortest), then name matches, each in its own order. Each part
 * is a walk of its "C"-collation index that stops after `limit` rows (migration 009), so a one-letter
 * search costs the same as a full model code however large the catalogue.
 */
export async function searchProductRows(db: Queryable, text: string, limit: number): Promise<Row[]> {
  const { columns } = ITEM_SOURCES.products;
  const select = `select ${columns}, meta, is_deleted as "isDeleted", update_date as "updateDate", 0 as total`;
  const code = 'lower(model_code) collate "C"';
  const name = 'lower(name) collate "C"';
  const sql = `select * from (
      (${select}, 1 as part, ${code} as key from products
        where ${code} like $1 and not is_deleted order by ${code} limit $2)
      union all
      (${select}, 2 as part, ${name} as key from products
        where ${name} like $1 and not ${code} like $1 and not is_deleted order by ${name} limit $2)
    ) found order by part, key limit $2`;
  const rows = (
    await db.query<Row & { part?: number; key?: string }>(sql, [`${escapeLike(text.toLowerCase())}%`, limit])
  ).rows;
  return rows.map(({ part: _part, key: _key, ...row }) => row);
}

/**
 * The version of a list: moved by every statement that writes it (migration 009), so a list built from an
 * older version is out of date. Read in one indexed lookup, however long the list.
 */
export async function listVersion(db: Queryable, item: MasterItem): Promise<string> {
  const { table } = ITEM_SOURCES[item];
  const sql = 'select version::text as version from master_list_versions where list = $1';
  return (await db.query<{ version: string }>(sql, [table])).rows[0]?.version ?? '0';
}
