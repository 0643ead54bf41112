import { defineConfig } from 'vitest/config';

// One runner for domain, server and web unit tests and the repository checks in scripts/; e2e runs in
// Playwright.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web', 'scripts'],
  },
});
