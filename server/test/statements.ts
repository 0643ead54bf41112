import type { Db } from '../src/db/db';

/**
 * The SQL statements `run` sends through `db`, for the one-round-trip checks of GET me and refresh
 * (docs/decisions/030-first-paint-and-chunks.md, docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
 * The mail outbox worker polls the same database every second: its statements are not the request's, so they
 * are left out.
 */
export async function statementsOf(db: Db, run: () => Promise<void>): Promise<string[]> {
  const query = db.query;
  const statements: string[] = [];
  db.query = ((sql: string, ...rest: unknown[]) => {
    statements.push(sql);
    return (query as (...args: unknown[]) => unknown).call(db, sql, ...rest);
  }) as typeof query;
  try {
    await run();
  } finally {
    db.query = query;
  }
  return statements.filter((sql) => !/\bmail_outbox\b/.test(sql));
}
