import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { srcAlias } from './vite.config';

/**
 * Files holding module state on purpose (a page load's brand, untranslated keys, a module mock): they run with
 * a module cache of their own (vitest.isolated.config.ts); every other web test shares one per worker.
 */
export const TESTS_WITH_MODULE_STATE = [
  'src/lib/current-brand.test.ts',
  'src/theme/consent-banner.test.tsx',
  'src/features/my-feed/feed-list.test.tsx',
  'src/lib/analytics/use-page-view-logging.test.tsx',
];

export const webTestConfig = {
  plugins: [react()],
  resolve: { alias: srcAlias },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    // Rendering MUI screens in jsdom takes seconds when the machine is busy (CI runs the suites side by side).
    testTimeout: 20_000,
  },
};

// Importing React, MUI and the test utilities afresh for each file was most of the web run's time (bench/README.md,
// stop 41): the files share a module cache per worker instead.
export default defineConfig({
  ...webTestConfig,
  test: {
    ...webTestConfig.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...TESTS_WITH_MODULE_STATE],
    isolate: false,
  },
});
