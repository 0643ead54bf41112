import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { findViolations, formatReport } from './check';
import { findCycles } from './cycles';
import { findMeasuredFigures } from './figures';
import { createRules } from './rules';
import { readSourceFiles } from './source-files';
import { findSqlViolations } from './sql';
import { DATABASE_TOOLING, SHARED_TABLES, TABLE_OWNERS } from './tables';

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

// ADR 012 and issue 29: each table is named in SQL only by its owner's repo files; everyone else calls the
// owner's index.ts.
const migrations = join(root, 'server/migrations');
// In the migrations' order, a renamed table counts under its new name.
const createdTables = readdirSync(migrations)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .flatMap((name) => [
    ...readFileSync(join(migrations, name), 'utf8').matchAll(
      /create table (?:if not exists )?([a-z0-9_]+)|alter table ([a-z0-9_]+) rename to ([a-z0-9_]+)/gi,
    ),
  ])
  .reduce<string[]>((tables, [, created, renamed, to]) => {
    if (created) tables.push(created.toLowerCase());
    else tables.splice(tables.indexOf(renamed!.toLowerCase()), 1, to!.toLowerCase());
    return tables;
  }, []);

it('every table the migrations create has its owner in tables.ts, and every owned table exists', () => {
  expect(createdTables.length).toBeGreaterThan(40);
  const mapped = Object.keys(TABLE_OWNERS).filter((table) => table !== 'schema_migrations');
  expect(createdTables.filter((table) => !TABLE_OWNERS[table])).toEqual([]);
  expect(mapped.filter((table) => !createdTables.includes(table))).toEqual([]);
});

it('SQL sits only in *-repo.ts files, each naming only the tables its module owns', () => {
  const files = readSourceFiles(root, ['server/src']);
  const violations = findSqlViolations(files, {
    owners: TABLE_OWNERS,
    shared: SHARED_TABLES,
    tooling: DATABASE_TOOLING,
  });
  const report = violations.map((v) => `  ${v.rule} ${v.file}:${v.line}: ${v.why}`).join('\n');
  expect(violations, `\n${report}\n`).toEqual([]);
});

it('test doubles (fake-*.ts) live beside the tests in server/test, not in server/src (issue 29)', () => {
  const fakes = readSourceFiles(root, ['server/src']).filter((file) => /\/fake-[^/]*\.ts$/.test(file.path));
  expect(fakes.map((file) => file.path)).toEqual([]);
});

it('route files name what they import from their schemas: no `import * as` (issue 29)', () => {
  const starred = readSourceFiles(root, ['server/src'])
    .filter((file) => /(^|\/|-)routes\.ts$/.test(file.path) && /^import \* as /m.test(file.source))
    .map((file) => file.path);
  expect(starred).toEqual([]);
});

it('no comment in domain/src, server/src or web/src carries a measured figure: those live in bench/README.md (issue 29)', () => {
  const figures = findMeasuredFigures(readSourceFiles(root, ['domain/src', 'server/src', 'web/src']));
  const report = figures.map((f) => `  ${f.file}:${f.line}: ${f.text}`).join('\n');
  expect(figures, `move the figure to bench/README.md, say why in the comment:\n${report}`).toEqual([]);
});
