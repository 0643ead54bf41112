import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { keepPlannerStatistics } from './planner-statistics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const analysed = async () =>
  (
    await t.db.query<{ n: number }>(
      "select count(*)::int as n from pg_stats where schemaname = 'public' and tablename = 'products'",
    )
  ).rows[0]!.n;

describe('planner statistics (embedded database)', () => {
  it('gathers them for the embedded database, which has no autovacuum', async () => {
    const stop = await keepPlannerStatistics(t.db, true);
    stop();
    expect(await analysed()).toBeGreaterThan(0);
  });

  it('does not hold up a warm start: the first analyze waits', async () => {
    let analyses = 0;
    const stop = await keepPlannerStatistics(
      {
        ...t.db,
        query: async () => {
          analyses++;
          return { rows: [] };
        },
      } as typeof t.db,
      true,
      { warm: true },
    );
    stop();
    expect(analyses).toBe(0);
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const stop = await keepPlannerStatistics(
      { ...t.db, query: () => Promise.reject(new Error('must not query')) },
      false,
    );
    stop();
  });
});
