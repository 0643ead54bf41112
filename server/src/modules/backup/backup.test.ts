import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { caller, registration } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { restoreEmbedded } from '../../db/pglite-backup';
import { openPglite } from '../../db/pglite-db';
import { seed } from '../../db/seed';
import { backupKey } from './routes';

// Backups are for the embedded database, so this runs on a file-backed PGlite in every run: from the run's
// snapshot, or (in the PostgreSQL run, which has none) migrated and seeded here.
const root = mkdtempSync(join(tmpdir(), 'backstage-backup-'));
let db: Db;
let t: TestApp;
beforeAll(async () => {
  const snapshot = process.env.DATABASE_URL ? undefined : new Blob([readFileSync(inject('pgliteSnapshot'))]);
  db = await openPglite({ dataDir: join(root, 'live'), snapshot });
  if (!snapshot) {
    await migrate(db);
    await seed(db);
  }
  t = await createTestApp({}, { db });
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.close();
  rmSync(root, { recursive: true, force: true });
});

const backup = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/operations/backup', headers });

describe('backup of the embedded database while the server runs', () => {
  it('is hidden from callers without the backup key or not on this machine', async () => {
    const key = `Bearer ${backupKey(t.config.DATA_DIR)}`;
    expect((await backup({})).statusCode).toBe(404);
    expect((await backup({ authorization: 'Bearer wrong' })).statusCode).toBe(404);
    expect((await backup({ authorization: key, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
  });

  it('restores into a fresh data directory with the signed-up user and their products', async () => {
    const email = 'backed-up@example.com';
    const user = await activeUser(t, email);
    const call = caller(t);
    const path = `/api/v1/users/${user.userId}/registeredProducts`;
    expect((await call('POST', path, user.idToken, registration('FP-30X', 'B1000001'))).statusCode).toBe(201);
    expect((await call('POST', path, user.idToken, registration('FP-10', 'B1000002'))).statusCode).toBe(201);

    const res = await backup({ authorization: `Bearer ${backupKey(t.config.DATA_DIR)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    const file = join(root, 'backup.tar.gz');
    writeFileSync(file, res.rawPayload);

    const restoredDir = join(root, 'restored', 'db');
    expect(await restoreEmbedded(new Blob([readFileSync(file)]), restoredDir)).toBeGreaterThan(0);
    const restored = await openPglite({ dataDir: restoredDir });
    try {
      const { rows } = await restored.query<{ serialCode: string; status: string }>(
        `select rp.serial_code as "serialCode", u.status from registered_products rp
          join users u on u.id = rp.user_id where u.email = $1 order by rp.serial_code`,
        [email],
      );
      expect(rows).toEqual([
        { serialCode: 'B1000001', status: 'active' },
        { serialCode: 'B1000002', status: 'active' },
      ]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses to restore over a data directory that is not empty', async () => {
    const busy = join(root, 'busy');
    mkdirSync(busy, { recursive: true });
    writeFileSync(join(busy, 'PG_VERSION'), '17');
    await expect(restoreEmbedded(new Blob([]), busy)).rejects.toThrow(/not empty/);
  });
});
