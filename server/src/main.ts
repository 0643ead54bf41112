import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/open-db';
import { keepPlannerStatistics } from './db/planner-statistics';
import { seed } from './db/seed';
import { memoryKv, redisKv } from './plugins/kv';
import { closeOnSignals } from './shutdown';

// Entry point of `npm start`: configure, migrate, seed, listen; close cleanly on SIGTERM/SIGINT.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const db = await openDb(config);
await migrate(db);
await seed(db);
await keepPlannerStatistics(db, !config.DATABASE_URL);
const kv = config.REDIS_URL ? redisKv(config.REDIS_URL) : memoryKv();
const app = await buildApp({ config, db, kv });

closeOnSignals(app, [kv, db]);

await app.listen({ port: config.PORT, host: '0.0.0.0' });
app.log.info(`Backstage is serving ${config.PUBLIC_URL}/backstage/`);
