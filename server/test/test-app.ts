import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Db } from '../src/db/db';
import { openPglite } from '../src/db/pglite-db';
import { openPostgres } from '../src/db/postgres-db';
import { type Kv, memoryKv, redisKv } from '../src/plugins/kv';
import { adminUrl } from './postgres-template';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kv: Kv;
  config: Config;
  close(): Promise<void>;
}

/** A fresh database for one test file: the PGlite snapshot, or a PostgreSQL copy of the template. */
async function openTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const db = await openPglite({ snapshot });
    return { db, drop: async () => db.close() };
  }
  const name = `backstage_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = openPostgres(adminUrl(url));
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const db = openPostgres(adminUrl(url, name));
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}

export interface TestAppOptions {
  /** Receives the app's log lines (set LOG_LEVEL in env to see them). */
  logStream?: DestinationStream;
  /** Adds routes or hooks before the app is ready (e.g. a route that fails on purpose). */
  extend?(app: FastifyInstance): void;
}

/** Builds the app like `main.ts` does, on a fresh database and data dir; env overrides the config. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backstage-app-'));
  const webDir = join(dataDir, 'web');
  mkdirSync(webDir);
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body></body></html>',
  );
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'index-4f2a9c.js'), 'console.log("backstage");');
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    REDIS_URL: process.env.REDIS_URL,
    // Tests stand in for many clients by sending X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: 'true',
    ...env,
  });
  const { db, drop } = await openTestDb();
  const kv = config.REDIS_URL ? redisKv(config.REDIS_URL, `backstage-test:${randomUUID()}:`) : memoryKv();
  const app = await buildApp({ config, db, kv, logStream: options.logStream });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    close: async () => {
      await app.close();
      await kv.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
