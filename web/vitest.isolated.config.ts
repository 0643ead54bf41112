import { defineConfig } from 'vitest/config';
import { TESTS_WITH_MODULE_STATE, webTestConfig } from './vitest.config';

// The web tests that hold module state, each in a module cache of its own (vitest.config.ts says why).
export default defineConfig({
  ...webTestConfig,
  test: { ...webTestConfig.test, name: 'web-isolated', include: TESTS_WITH_MODULE_STATE },
});
