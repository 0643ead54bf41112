import type { Db } from './db';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The embedded database (PGlite) has no autovacuum, so nothing would ever gather the planner's statistics:
 * without them a user's first My Gear page reads and sorts every registration, and a short product search
 * reads every product with that letter. Gather them at start and every hour. PostgreSQL's autovacuum does
 * this itself.
 */
export async function keepPlannerStatistics(db: Db, embedded: boolean): Promise<() => void> {
  if (!embedded) return () => undefined;
  await db.query('analyze');
  const timer = setInterval(() => {
    db.query('analyze').catch(() => undefined);
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
