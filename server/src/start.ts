import type { AddressInfo } from 'node:net';
import { type LoggerOptions, pino } from 'pino';
import { buildApp, managementApp, moduleSeeds } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import type { PgliteArtifacts } from './db/pglite-preload';
import { clusterTemplate } from './db/pglite-template';
import { keepPlannerStatistics } from './db/planner-statistics';
import { seedFingerprint, seedUnlessUnchanged } from './db/seed';
import { memoryKv, redisKv } from './lib/kv';
import { operatorMessage } from './lib/operator-error';
import { startTracing } from './lib/tracing';
import { announceServer } from './modules/backup';
import { loggerOptions } from './plugins/logger';
import { closeOnSignals } from './shutdown';
import { startupMessage } from './startup-message';

export interface StartOptions {
  /** PGlite's WebAssembly, compiled while this module loaded (`main.ts`, docs/decisions/050-*). */
  pglite?: Promise<PgliteArtifacts | undefined>;
}

/** `npm start` after the entry (`main.ts`): configure, migrate, seed, listen; close cleanly on SIGTERM/SIGINT. */
export async function start({ pglite }: StartOptions = {}): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // Database and Redis outages are logged through the same sanitising pino setup as the app's own lines.
  const log = pino(loggerOptions(config.LOG_LEVEL) as LoggerOptions);
  // Before the database opens: its spans need the tracer (docs/decisions/091-*). Unset endpoint: nothing loads.
  const tracing = await startTracing();
  // A first start loads the empty cluster the build made instead of running initdb (docs/decisions/044-*).
  const db = await openDb(config, log, { template: () => clusterTemplate(import.meta.url), pglite });
  const migrated = await migrate(db);
  // Skipped when this code and its seed files seeded the database last (docs/decisions/044-*).
  await seedUnlessUnchanged(db, moduleSeeds, {
    fingerprint: seedFingerprint(import.meta.url),
    migrated: migrated.length > 0,
  });
  // A warm start (no migration ran) keeps the stored planner statistics and analyzes later (docs/decisions/030-*).
  await keepPlannerStatistics(db, !config.DATABASE_URL, { warm: migrated.length === 0 });
  const kv = config.REDIS_URL ? await redisKv(config.REDIS_URL, undefined, log) : memoryKv();
  const app = await buildApp({ config, db, kv, tracing }).catch(async (error: unknown) => {
    // A configuration the stored data refuses (a wrong KEYS_ENCRYPTION_KEY): one clear line, no stack trace.
    const message = operatorMessage(error);
    if (!message) throw error;
    console.error(message);
    await Promise.allSettled([kv.close(), db.close()]);
    process.exit(1);
  });

  // Operator scripts (db:backup) find the server holding the embedded database through DATA_DIR/server.json.
  let withdraw = () => {};
  // Metrics and health on their own port (docs/decisions/090-*); it closes last, after the database.
  const management = config.MANAGEMENT_PORT ? await managementApp(app) : undefined;
  const closing = [kv, { close: async () => withdraw() }, db];
  if (tracing) closing.push({ close: () => tracing.shutdown() });
  if (management) closing.push({ close: () => management.close() });
  closeOnSignals(app, closing, { drainMs: config.SHUTDOWN_DRAIN_MS });

  await app.listen({ port: config.PORT, host: '0.0.0.0' });
  // After the public port: a ready answer means the port the balancer sends to takes requests.
  await management
    ?.listen({ port: config.MANAGEMENT_PORT, host: '0.0.0.0' })
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE') throw error;
      // Another server on this host holds it (the default 9000): one clear line, as for a bad configuration.
      console.error(
        `MANAGEMENT_PORT ${config.MANAGEMENT_PORT} is in use: set MANAGEMENT_PORT to a free port, or 0 to turn the listener off`,
      );
      process.exit(1);
    });
  if (!config.DATABASE_URL)
    withdraw = announceServer(config.DATA_DIR, (app.server.address() as AddressInfo).port);
  app.log.info(startupMessage(config));
}
