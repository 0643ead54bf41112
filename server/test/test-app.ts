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
import { type Kv, memoryKv, redisKv } from '../src/lib/kv';
import type { OutageLog } from '../src/lib/outage';
import type { Tracing } from '../src/lib/tracing';
import { adminUrl } from './postgres-template';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kv: Kv;
  config: Config;
  /** The key-value store's key prefix (Redis), for a second app on the same store. */
  kvPrefix: string;
  close(): Promise<void>;
}

/** A fresh database for one test file: the PGlite snapshot, or a PostgreSQL copy of the template. */
async function openTestDb(options: TestAppOptions): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  const log = options.outageLog;
  if (!url) {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    const db = await openPglite({ snapshot, log });
    return { db, drop: async () => db.close() };
  }
  const name = `backstage_test_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = openPostgres(adminUrl(url));
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const reroute = options.reroute ?? ((same: string) => same);
  const db = openPostgres(reroute(adminUrl(url, name)), { log });
  return {
    db,
    drop: async () => {
      await db.close();
      // FORCE: a statement the server still runs for a cut connection (fault tests) would otherwise block the drop.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export interface TestAppOptions {
  /** Receives the app's log lines (set LOG_LEVEL in env to see them). */
  logStream?: DestinationStream;
  /** Adds routes or hooks before the app is ready (e.g. a route that fails on purpose). */
  extend?(app: FastifyInstance): void;
  /** An open database to use instead of a fresh copy; the caller closes it (restart tests). */
  db?: Db;
  /** Where the database and Redis log an outage (fault tests). */
  outageLog?: OutageLog;
  /** Changes the database and Redis URLs the app connects to (fault tests put a proxy in between). */
  reroute?(url: string): string;
  /**
   * Another test app whose database and key-value store this one shares, as a second process of the same
   * deployment would (its own DATA_DIR; its own Redis connection); the first app's close() drops them.
   */
  sameStoresAs?: TestApp;
  /** Make and load everything while getting ready, as a started server does (by default on first use: faster). */
  warm?: boolean;
  /** OpenTelemetry tracing, as `start.ts` starts it with an exporter configured (trace tests). */
  tracing?: Tracing;
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
    // Tests run on a shared, busy machine: shedding by event-loop lag would refuse their requests at random.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const shared = options.sameStoresAs;
  const given = options.db ?? shared?.db;
  const { db, drop } = given ? { db: given, drop: async () => {} } : await openTestDb(options);
  const redisUrl = config.REDIS_URL && (options.reroute?.(config.REDIS_URL) ?? config.REDIS_URL);
  const kvPrefix = shared?.kvPrefix ?? `backstage-test:${randomUUID()}:`;
  const kv = redisUrl ? await redisKv(redisUrl, kvPrefix, options.outageLog) : (shared?.kv ?? memoryKv());
  const ownKv = !!redisUrl || !shared;
  const app = await buildApp({
    config,
    db,
    kv,
    logStream: options.logStream,
    loadOnFirstUse: !options.warm,
    tracing: options.tracing,
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    kv,
    config,
    kvPrefix,
    close: async () => {
      await app.close();
      if (ownKv) await kv.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
