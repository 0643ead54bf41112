import { defineConfig } from 'vitest/config';

// Repository-wide checks: the `npm run dev` smoke test and the architecture rules.
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['**/*.test.ts'],
    // `npm run dev` migrates a fresh embedded database before it answers: slow on a busy machine.
    testTimeout: 300_000,
    hookTimeout: 30_000,
  },
});
