import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findViolations, formatReport } from './check';
import { findCycles } from './cycles';
import { createRules } from './rules';
import { readSourceFiles } from './source-files';

// The layer rules of the repository, checked on every import of domain, server and web (ADR 015).
const root = new URL('../..', import.meta.url).pathname;
const domainManifest = JSON.parse(readFileSync(join(root, 'domain/package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};

it('every import of domain/src, server/src and web/src respects the layer rules', () => {
  const files = readSourceFiles(root, ['domain/src', 'server/src', 'web/src']);
  expect(files.length).toBeGreaterThan(100);
  const rules = createRules({ domainPackages: Object.keys(domainManifest.dependencies ?? {}) });
  const violations = findViolations(files, rules);
  expect(violations.length, `\n${formatReport(violations)}\n`).toBe(0);
});

// Issue 29: no file reaches itself through imports.
it('no import circle among the files of domain/src, server/src and web/src, tests included', () => {
  const cycles = findCycles(readSourceFiles(root, ['domain/src', 'server/src', 'web/src']));
  const report = cycles.map((cycle) => `  ${cycle.join(' -> ')}`).join('\n');
  expect(cycles, `import circles (move the shared part below both, ADR 015):\n${report}`).toEqual([]);
});
