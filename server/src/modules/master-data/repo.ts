import type { MasterItem } from '@backstage/domain';
import type { Db } from '../../db/db';
import { ITEM_SOURCES } from './items';

export interface ListFilter {
  /** Only rows changed after this time, deleted ones included (incremental fetch). */
  since?: Date;
  cultureCodeIds?: number[];
  limit?: number;
  offset?: number;
}

export type Row = Record<string, unknown> & { meta: string | null; total: number };

/** One round trip: the page of rows plus the total count of the filtered list. */
export async function listRows(db: Db, item: MasterItem, filter: ListFilter): Promise<Row[]> {
  const source = ITEM_SOURCES[item];
  const params: unknown[] = [];
  const where: string[] = [];
  if (filter.since) {
    params.push(filter.since.toISOString());
    // Inclusive: a row changed in the same millisecond as the client's last serverTime must not be missed;
    // receiving it twice is harmless (clients merge by id).
    where.push(`update_date >= $${params.length}`);
  } else where.push('not is_deleted');
  if (filter.cultureCodeIds?.length && source.cultureColumn) {
    params.push(filter.cultureCodeIds);
    where.push(`${source.cultureColumn} = any($${params.length}::int[])`);
  }
  params.push(filter.limit ?? null, filter.offset ?? 0);
  const sql = `select ${source.columns}, meta, is_deleted as "isDeleted", update_date as "updateDate",
      count(*) over ()::int as total
    from ${source.table} where ${where.join(' and ')}
    order by id limit $${params.length - 1} offset $${params.length}`;
  return (await db.query<Row>(sql, params)).rows;
}

/** Products whose model code starts with the given text, ignoring case. */
export async function searchProductRows(db: Db, modelCode: string, limit: number): Promise<Row[]> {
  const source = ITEM_SOURCES.products;
  const pattern = `${modelCode.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const sql = `select ${source.columns}, meta, is_deleted as "isDeleted", update_date as "updateDate", 0 as total
    from products where not is_deleted and lower(model_code) like $1
    order by (lower(model_code) = $2) desc, model_code limit $3`;
  return (await db.query<Row>(sql, [pattern, modelCode.toLowerCase(), limit])).rows;
}

/** A cheap fingerprint of a list: it changes whenever a row is added, changed or deleted. */
export async function listVersion(db: Db, item: MasterItem): Promise<string> {
  const { table } = ITEM_SOURCES[item];
  const sql = `select count(*) filter (where not is_deleted)::int as n, max(update_date) as latest, sum(id)::bigint as ids from ${table}`;
  const [row] = (
    await db.query<{ n: number; latest: Date | string | null; ids: string | number | null }>(sql)
  ).rows;
  return `${row?.n}:${row?.latest ? new Date(row.latest).getTime() : 0}:${row?.ids}`;
}
