import { configDefaults, defineConfig } from 'vitest/config';
import { storeTestGlobs } from './test/stores';

// Fault tests cut a real PostgreSQL's or Redis's connections through a proxy: they belong to the run that has
// that server (CI runs the suite once on PGlite and once with DATABASE_URL and REDIS_URL), never skipped.
// So do the fleet's process tests: several server processes share one database and one Redis, behind the HAProxy
// that `.ci/run` installs before that run (ADR 062, 092).
const withoutServer = [
  ...(process.env.DATABASE_URL ? [] : ['test/faults/postgres-outage.test.ts']),
  ...(process.env.REDIS_URL ? [] : ['test/faults/redis-outage.test.ts']),
  ...(process.env.DATABASE_URL && process.env.REDIS_URL
    ? []
    : [
        'test/fleet/rolling-restart.test.ts',
        'test/fleet/jobs-once.test.ts',
        'test/fleet/balancer-rules.test.ts',
      ]),
];

// With a PostgreSQL or Redis server (CI's second run) only the store tests run again: the rest already ran on
// PGlite and checks nothing either server could answer differently (test/stores.ts, ADR 075).
// SERVER_TESTS=all runs every test on them.
const everyTest = ['src/**/*.test.ts', 'test/**/*.test.ts', 'seed/**/*.test.ts'];
const onServers =
  Boolean(process.env.DATABASE_URL || process.env.REDIS_URL) && process.env.SERVER_TESTS !== 'all';

export default defineConfig({
  test: {
    name: 'server',
    include: onServers ? storeTestGlobs() : everyTest,
    exclude: [...configDefaults.exclude, ...withoutServer],
    globalSetup: ['test/global-setup.ts'],
    // Some tests build two or three apps (each loads a database copy): a busy 2-core machine needs a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
