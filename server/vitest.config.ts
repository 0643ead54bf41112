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

/**
 * The files that measure the event loop: a pause for garbage another file's heap left would count against the
 * request measured, so each runs in a worker of its own (the `server-isolated` project).
 */
export const ISOLATED_FILES = ['test/fleet/no-stalls.test.ts'];

/**
 * The server's tests. The files of a worker share one module cache (`isolate: false`): importing the app once
 * instead of once per file takes the suite from 573 s to 245 s on a 2-core machine (bench/README.md, stop 45).
 * Each file builds its own app on its own database copy and key prefix, and what a module keeps is keyed by
 * that app's stores, so nothing a file leaves reaches the next (test/README.md, ADR 100).
 */
export function serverTests({ isolated }: { isolated: boolean }) {
  return defineConfig({
    test: {
      name: isolated ? 'server-isolated' : 'server',
      include: isolated ? ISOLATED_FILES : onServers ? storeTestGlobs() : everyTest,
      exclude: [...configDefaults.exclude, ...withoutServer, ...(isolated ? [] : ISOLATED_FILES)],
      isolate: isolated,
      globalSetup: ['test/global-setup.ts'],
      // Some tests build two or three apps (each loads a database copy): a busy 2-core machine needs a minute.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  });
}

export default serverTests({ isolated: false });
