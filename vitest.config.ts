import { defineConfig } from 'vitest/config';

// One runner for domain, server and web unit tests; e2e runs in Playwright.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
  },
});
