import { configDefaults, defineConfig } from 'vitest/config';

// Fault tests cut a real PostgreSQL's or Redis's connections through a proxy: they belong to the run that has
// that server (CI runs the suite once on PGlite and once with DATABASE_URL and REDIS_URL), never skipped.
// So do the fleet's process tests: several server processes share one database and one Redis (ADR 062).
const withoutServer = [
  ...(process.env.DATABASE_URL ? [] : ['test/faults/postgres-outage.test.ts']),
  ...(process.env.REDIS_URL ? [] : ['test/faults/redis-outage.test.ts']),
  ...(process.env.DATABASE_URL && process.env.REDIS_URL
    ? []
    : [
        'test/fleet/rolling-restart.test.ts',
        'test/fleet/jobs-once.test.ts',
        'test/fleet/nginx-resend.test.ts',
      ]),
];

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'seed/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...withoutServer],
    globalSetup: ['test/global-setup.ts'],
    // Some tests build two or three apps (each loads a database copy): a busy 2-core machine needs a minute.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
