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

/**
 * Prepares one migrated, seeded database per run: a PGlite snapshot file each test file loads in memory,
 * or (with DATABASE_URL) a PostgreSQL template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'backstage-test-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName(project.name);
    const admin = openPostgres(adminUrl(url));
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const db = openPostgres(adminUrl(url, template));
    await migrate(db);
    await seed(db, moduleSeeds);
    await db.close();
    await admin.close();
    project.provide('postgresTemplate', template);
    return async () => {
      const cleanup = openPostgres(adminUrl(url));
      await cleanup.query(`drop database if exists ${template}`);
      await cleanup.close();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const dataDir = join(dir, 'db');
  const db = await openPglite({ dataDir });
  await migrate(db);
  await seed(db, moduleSeeds);
  await db.close();
  const snapshot = join(dir, 'snapshot.tar');
  writeFileSync(snapshot, Buffer.from(await (await dumpPglite(dataDir)).arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}
