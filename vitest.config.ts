import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for domain, server and web unit tests and the repository checks in scripts/; e2e runs in
// Playwright.
export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one worker on CI's two cores. Two use both, and each file has its
    // own database copy and key prefix (server/test/test-app.ts); bench/README.md, stop 37, has the timings.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The server's and the web's tests are two projects each: `server` and `web` share a module cache per
    // worker; `server-isolated` (files that measure the event loop) and `web-isolated` (files that mock a
    // module) run each file alone (server/test/README.md, web/README.md#unit-tests).
    projects: [
      'domain',
      'server',
      'server/vitest.isolated.config.ts',
      'web',
      'web/vitest.isolated.config.ts',
      'scripts',
    ],
  },
});
