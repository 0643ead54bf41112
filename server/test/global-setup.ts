import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { moduleSeeds } from '../src/app';
import { migrate } from '../src/db/migrate';
import { dumpPglite, openPglite } from '../src/db/pglite-db';
import { openPostgres } from '../src/db/postgres-db';
import { seed } from '../src/db/seed';
import { adminUrl, templateName } from './postgres-template';

/** The database one run's test files copy: a PGlite snapshot file, or a PostgreSQL template database. */
interface Prepared {
  provided: { pgliteSnapshot: string } | { postgresTemplate: string };
  cleanup(): Promise<void>;
}

/**
 * Migrates and seeds one database: a PGlite data dir dumped to a snapshot file each test file loads in memory,
 * or (with DATABASE_URL) a PostgreSQL template database each test file copies.
 */
async function prepare(): Promise<Prepared> {
  const dir = mkdtempSync(join(tmpdir(), 'backstage-test-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName();
    const admin = openPostgres(adminUrl(url));
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const db = openPostgres(adminUrl(url, template));
    await migrate(db);
    await seed(db, moduleSeeds);
    await db.close();
    await admin.close();
    return {
      provided: { postgresTemplate: template },
      cleanup: async () => {
        const cleanup = openPostgres(adminUrl(url));
        await cleanup.query(`drop database if exists ${template}`);
        await cleanup.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const dataDir = join(dir, 'db');
  const db = await openPglite({ dataDir });
  await migrate(db);
  await seed(db, moduleSeeds);
  await db.close();
  const snapshot = join(dir, 'snapshot.tar');
  writeFileSync(snapshot, Buffer.from(await (await dumpPglite(dataDir)).arrayBuffer()));
  return {
    provided: { pgliteSnapshot: snapshot },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

// Both server projects (`server`, `server-isolated`) run this setup in the one Vitest process, each with a
// module instance of its own: the first prepares the database, the other takes the same one, and the last to
// finish removes it. Preparing it twice cost about ten seconds a run.
const run = globalThis as typeof globalThis & {
  backstageTestDatabase?: { prepared: Promise<Prepared>; users: number };
};

export default async function setup(project: TestProject) {
  run.backstageTestDatabase ??= { prepared: prepare(), users: 0 };
  const shared = run.backstageTestDatabase;
  shared.users += 1;
  const { provided, cleanup } = await shared.prepared;
  if ('pgliteSnapshot' in provided) project.provide('pgliteSnapshot', provided.pgliteSnapshot);
  else project.provide('postgresTemplate', provided.postgresTemplate);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    run.backstageTestDatabase = undefined;
    await cleanup();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}
