import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORE_TESTS, storeTestGlobs } from './stores';

const server = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(join(server, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
const allTests = ['src', 'test', 'seed'].flatMap(testFiles);
const thisFile = 'test/stores.test.ts';
const isStoreTest = (file: string) =>
  STORE_TESTS.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry));

// What makes a test's outcome depend on the store that answers it (test/stores.ts says why each matters).
const STORE_SIGNS =
  /\b(?:t|deps|app\.deps)\.kv\b|statementsOf\(|sameStoresAs|process\.env\.(?:DATABASE_URL|REDIS_URL)/;

describe('the store tests that run on PostgreSQL and Redis too (test/stores.ts)', () => {
  it('names only test files and folders that exist, so a rename cannot drop a test from the second run', () => {
    for (const entry of STORE_TESTS) {
      const path = join(server, entry);
      expect(existsSync(path), entry).toBe(true);
      if (entry.endsWith('/')) expect(statSync(path).isDirectory(), entry).toBe(true);
      else expect(entry.endsWith('.test.ts'), entry).toBe(true);
      expect(
        allTests.filter(isStoreTest).some((file) => file.startsWith(entry)),
        entry,
      ).toBe(true);
    }
  });

  it('takes in every test that reads the key-value store, counts statements or shares stores between apps', () => {
    const missing = allTests.filter(
      (file) =>
        file !== thisFile && !isStoreTest(file) && STORE_SIGNS.test(readFileSync(join(server, file), 'utf8')),
    );
    expect(missing, 'add these to STORE_TESTS in server/test/stores.ts').toEqual([]);
  });

  it('gives vitest a glob per folder and leaves the other tests to the PGlite run alone', () => {
    expect(storeTestGlobs()).toContain('test/security/**/*.test.ts');
    expect(storeTestGlobs()).toContain('src/shutdown.test.ts');
    expect(isStoreTest('src/modules/support/contact-us.test.ts')).toBe(false);
    expect(allTests.filter(isStoreTest).length).toBeLessThan(allTests.length / 2);
  });
});
