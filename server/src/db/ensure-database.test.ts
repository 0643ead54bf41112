import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { databaseUrl, ensureDatabase } from './ensure-database';
import { openPostgres } from './postgres-db';

const url = process.env.DATABASE_URL;

describe('databaseUrl', () => {
  it('points the same server URL at another database', () => {
    expect(databaseUrl('postgres://postgres@127.0.0.1:5432/backstage_test?sslmode=disable')).toBe(
      'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable',
    );
    expect(databaseUrl('postgres://u:p@db/x', 'other')).toBe('postgres://u:p@db/other');
  });
});

// Needs a PostgreSQL server: defined only in the DATABASE_URL pass of .ci/run.
if (url)
  describe('ensureDatabase on PostgreSQL', () => {
    it('creates a missing database once', async () => {
      const name = `backstage_ensure_${randomUUID().slice(0, 8)}`;
      const target = databaseUrl(url!, name);
      try {
        expect(await ensureDatabase(target)).toBe(true);
        expect(await ensureDatabase(target)).toBe(false);
        const db = openPostgres(target);
        expect((await db.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
        await db.close();
      } finally {
        const admin = openPostgres(databaseUrl(url!));
        await admin.query(`drop database if exists ${name}`);
        await admin.close();
      }
    });
  });
