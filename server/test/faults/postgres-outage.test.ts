import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../../src/lib/unavailable';
import { startTcpProxy, type TcpProxy, throughProxy, waitUntil } from '../tcp-proxy';
import { createTestApp, type TestApp } from '../test-app';
import { recordingLog } from './outage-log';

// Runs only with DATABASE_URL (server/vitest.config.ts): the app reaches PostgreSQL through a proxy that
// resets every connection, as a database restart or failover does.
let proxy: TcpProxy;
let t: TestApp;
const log = recordingLog();
beforeAll(async () => {
  const server = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  t = await createTestApp(
    {},
    {
      outageLog: log,
      reroute: (url) => (url.startsWith('postgres') ? throughProxy(url, proxy) : url),
    },
  );
});
afterAll(async () => {
  await t.close();
  await proxy.close();
});

const accountType = () =>
  t.app.inject({ method: 'POST', url: '/api/v1/accountType', payload: { email: 'nobody@example.com' } });
const health = () => t.app.inject('/api/health');

describe('PostgreSQL connections lost and back', () => {
  it('stays up, answers 503 in the contract shape at once while the database is away, and recovers', async () => {
    expect((await accountType()).statusCode).toBe(200);
    // A transaction in flight and idle pooled connections are all cut: none may crash the process.
    const inFlight = t.db.transaction((tx) => tx.query('select pg_sleep(5)'));
    await waitUntil(async () => {
      const rows = await t.db.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(5)'",
      );
      return rows.rows[0]!.n > 0;
    }, 5000);
    proxy.cut();
    await expect(inFlight).rejects.toBeInstanceOf(UnavailableError);

    const started = Date.now();
    const refused = await accountType();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
    expect(refused.headers['retry-after']).toBe('5');
    expect((await health()).json()).toEqual({ status: 'unavailable', failing: ['database'] });
    const warnings = log.lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.details).toMatchObject({ event: 'dependency-unavailable', dependency: 'database' });

    proxy.heal();
    const recovery = await waitUntil(async () => (await health()).statusCode === 200, 10_000);
    expect(recovery).toBeLessThan(10_000);
    expect((await accountType()).statusCode).toBe(200);
    expect(log.lines.at(-1)).toMatchObject({ level: 'info', details: { event: 'dependency-available' } });
  });

  it('keeps no half-done change from a transaction the outage broke', async () => {
    const email = 'half-done@example.com';
    const write = t.db.transaction(async (tx) => {
      await tx.query(`insert into legacy_users (email) values ($1)`, [email]);
      proxy.cut();
      await tx.query('select 1');
    });
    await expect(write).rejects.toBeInstanceOf(UnavailableError);
    proxy.heal();
    await waitUntil(async () => (await health()).statusCode === 200, 10_000);
    const rows = await t.db.query('select 1 from legacy_users where email = $1', [email]);
    expect(rows.rows).toHaveLength(0);
  });
});
