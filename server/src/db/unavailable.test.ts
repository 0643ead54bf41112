import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { UnavailableError } from '../lib/unavailable';
import { isPgliteUnavailable, isPostgresUnavailable } from './connection-errors';
import { openPglite } from './pglite-db';

describe('which database errors mean "away" (503) and which a bad statement', () => {
  const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('PostgreSQL: lost connections, connect timeouts, shutdowns and full disks are away', () => {
    expect(isPostgresUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isPostgresUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isPostgresUnavailable(coded('ECONNREFUSED'))).toBe(true);
    expect(isPostgresUnavailable(coded('57P01'))).toBe(true);
    expect(isPostgresUnavailable(coded('53100'))).toBe(true);
    expect(isPostgresUnavailable(coded('08006'))).toBe(true);
  });
  it('PostgreSQL: statement errors are not', () => {
    expect(isPostgresUnavailable(coded('23505', 'duplicate key'))).toBe(false);
    expect(isPostgresUnavailable(coded('42P01', 'Connection terminated'))).toBe(false);
    expect(isPostgresUnavailable(coded('57014'))).toBe(false);
    expect(isPostgresUnavailable(new Error('something else'))).toBe(false);
  });
  it('PGlite: a closed or aborted embedded database is away, a refused statement is not', () => {
    expect(isPgliteUnavailable(new Error('PGlite is closed'))).toBe(true);
    expect(isPgliteUnavailable(Object.assign(new Error('Aborted()'), { name: 'RuntimeError' }))).toBe(true);
    expect(isPgliteUnavailable(coded('22P02', 'invalid input syntax'))).toBe(false);
  });
});

describe('the embedded database failing under a running app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 in the contract shape and health names the database', async () => {
    // Closed under the app (on PostgreSQL a closed pool; lost connections are test/faults' proxy test).
    await t.db.close();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accountType',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
      traceId: expect.any(String),
    });
    expect((await t.app.inject('/api/health')).json()).toEqual({
      status: 'unavailable',
      failing: ['database'],
    });
  });
});

describe('a file-backed embedded database that fails', () => {
  it('is opened again from its directory and serves what it held, without a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'backstage-pglite-'));
    const opened: PGlite[] = [];
    const db = await openPglite({
      dataDir,
      create: async (dir) => {
        const pg = await PGlite.create(dir);
        opened.push(pg);
        return pg;
      },
    });
    try {
      await db.exec('create table kept (n int); insert into kept values (42)');
      // The instance dies under the app, as an aborted WebAssembly instance would.
      await opened[0]!.close();
      await expect(db.query('select n from kept')).rejects.toBeInstanceOf(UnavailableError);
      await waitUntil(
        async () => (await db.query('select n from kept').catch(() => undefined)) !== undefined,
        20_000,
      );
      expect((await db.query<{ n: number }>('select n from kept')).rows).toEqual([{ n: 42 }]);
      expect(opened).toHaveLength(2);
    } finally {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    // A fresh embedded database is created (initdb) and opened twice, on a shared machine.
  }, 180_000);
});
