import { describe, expect, it } from 'vitest';
import { readSourceFiles } from './source-files';

// Issue 29 (ADR 070): the web app does each thing one way, and these checks keep the second way from coming back.
const root = new URL('../..', import.meta.url).pathname;
const files = readSourceFiles(root, ['web/src']);
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** The files, other than those allowed, whose source matches the pattern. */
function filesMatching(pattern: RegExp, allowed: (path: string) => boolean): string[] {
  return files.filter((file) => !allowed(file.path) && pattern.test(file.source)).map((file) => file.path);
}

describe('the web app does each thing one way', () => {
  it('reads the web sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // Test fixtures may draw a plain form; the screens may not.
  it("every screen's submit button is the UI kit's SubmitButton", () => {
    const allowed = (path: string) => isTest(path) || path === 'web/src/lib/ui/submit-button.tsx';
    expect(filesMatching(/type=["']submit["']/, allowed)).toEqual([]);
  });

  // The one exception, the sign-in page's own small hook (ADR 053), draws no react-hook-form form at all.
  it('every form is sent through useFormSubmit, not a handleSubmit of its own', () => {
    const allowed = (path: string) => isTest(path) || path === 'web/src/lib/use-form-submit.ts';
    expect(filesMatching(/\.handleSubmit\(/, allowed)).toEqual([]);
  });

  it('every query key comes from the one factory, lib/api/query-keys.ts', () => {
    const allowed = (path: string) => path === 'web/src/lib/api/query-keys.ts';
    expect(filesMatching(/queryKey:(?!\s*queryKeys\.)/, allowed)).toEqual([]);
  });

  it('every web test renders through test-utils', () => {
    const allowed = (path: string) => path === 'web/src/test-utils.tsx';
    expect(filesMatching(/from '@testing-library\/react'/, allowed)).toEqual([]);
  });

  // Issue 43: one name per type. A screen's own shape may have its own name; a bare second name may not.
  it("names the domain's answer and body types by the domain's names, not a second one", () => {
    expect(filesMatching(/^export type \w+ = \w+(Response|Body);$/m, isTest)).toEqual([]);
  });
});
