import type { Db } from './db';

const HOUR_MS = 60 * 60 * 1000;

/** How long after a warm start the first `analyze` waits: the statistics of the last run are still stored. */
export const WARM_START_ANALYZE_DELAY_MS = 60 * 1000;

/**
 * The embedded database (PGlite) has no autovacuum, so nothing would ever gather the planner's statistics:
 * without them a user's first My Gear page reads and sorts every registration, and a short product search
 * reads every product with that letter. Gather them at start and every hour. PostgreSQL's autovacuum does
 * this itself.
 *
 * `warm`: the database was opened as it was left (no migration ran): its statistics are stored in it, so the
 * first `analyze` waits a minute instead of holding up the start (issue #14, docs/decisions/030-*).
 */
export async function keepPlannerStatistics(
  db: Db,
  embedded: boolean,
  { warm = false } = {},
): Promise<() => void> {
  if (!embedded) return () => undefined;
  const analyze = () => db.query('analyze').catch(() => undefined);
  if (!warm) await db.query('analyze');
  const first = warm ? setTimeout(analyze, WARM_START_ANALYZE_DELAY_MS) : undefined;
  first?.unref();
  const timer = setInterval(analyze, HOUR_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
