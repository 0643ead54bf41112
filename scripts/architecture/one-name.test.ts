import { describe, expect, it } from 'vitest';
import { readSourceFiles } from './source-files';

// Issue 43: a type or schema has one name, the domain's, and each security rule is written once.
const root = new URL('../..', import.meta.url).pathname;
const server = readSourceFiles(root, ['server/src']);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The non-test server files whose source matches the pattern. */
function serverFilesMatching(pattern: RegExp): string[] {
  return server.filter((file) => !isTest(file.path) && pattern.test(file.source)).map((file) => file.path);
}

describe('one name per thing', () => {
  it('reads the server sources', () => {
    expect(server.length).toBeGreaterThan(100);
  });

  it('no module re-exports a domain schema under another name', () => {
    expect(serverFilesMatching(/\b\w+Schema as \w+/)).toEqual([]);
  });

  it('the account lockout key is built in lib/attempt-limit.ts only', () => {
    const built = serverFilesMatching(/`(fail:)?account:\$\{/);
    expect(built).toEqual(['server/src/lib/attempt-limit.ts']);
  });

  it("the user-id path parameter's schema is the domain's userParamsSchema", () => {
    expect(serverFilesMatching(/z\.object\(\{ id: z\.string\(\)\.max\(64\)/)).toEqual([]);
  });
});
