import type { Db, Queryable } from '../src/db/db';

/**
 * The plan of the queries `run` sends through the reader it is given, with sequential scans priced out (without
 * its index a query shows one) and, with `noSort`, sorts too (so an index that gives the order is preferred
 * whatever the estimates). The reader answers no rows: the plan is what is looked at.
 */
export async function planOf(
  db: Db,
  run: (db: Queryable) => Promise<unknown>,
  noSort = false,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    if (noSort) await tx.query('set local enable_sort = off');
    const lines: string[] = [];
    const explain: Queryable = {
      query: async <T>(sql: string, params?: unknown[]) => {
        const { rows } = await tx.query<Record<string, string>>(`explain ${sql}`, params);
        lines.push(...rows.map((row) => Object.values(row)[0]!));
        return { rows: [] as T[] };
      },
      exec: tx.exec,
    };
    await run(explain);
    return lines.join('\n');
  });
}
