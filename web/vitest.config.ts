import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { srcAlias } from './vite.config';

const TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * The test files that replace a module with `vi.mock`: in a module cache they shared, the replacement would
 * reach the files after them, or come too late for a module already loaded. They run in a project of their own
 * (vitest.isolated.config.ts), each file with its own module cache; the rest share one per worker.
 */
export const MOCKING_FILES = readdirSync(new URL('./src', import.meta.url), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `src/${path.replaceAll('\\', '/')}`)
  .filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(new URL(path, import.meta.url), 'utf8')))
  .sort();

/**
 * The web's unit tests in jsdom. Importing React, MUI and the test utilities afresh for every file was most of
 * their time: the files of a worker share one module cache (`isolate: false`), and test-setup.ts puts back
 * what a file changed (state modules keep for the page load, i18n, timers, spies, the address) so that each
 * file starts as the first did (README.md#unit-tests). `isolated` is the project of the files in MOCKING_FILES.
 */
export function webTests({ isolated }: { isolated: boolean }) {
  return defineConfig({
    plugins: [react()],
    resolve: { alias: srcAlias },
    test: {
      name: isolated ? 'web-isolated' : 'web',
      environment: 'jsdom',
      include: isolated ? MOCKING_FILES : [TESTS],
      exclude: isolated ? configDefaults.exclude : [...configDefaults.exclude, ...MOCKING_FILES],
      isolate: isolated,
      setupFiles: ['src/test-setup.ts'],
      // Rendering MUI screens in jsdom takes seconds when the machine is busy (CI runs the suites side by side).
      testTimeout: 20_000,
    },
  });
}

export default webTests({ isolated: false });
