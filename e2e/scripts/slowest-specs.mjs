// Prints where the browser suite's time goes: the spec files whose tests took longest, from Playwright's JSON
// report (`reporter` in playwright.config.ts writes it after every run). A file's time is the sum of its tests'
// durations in every project (worker time, so two workers finish in about half the total).
// A run cut short writes no JSON report: its `list` output (saved to a file) gives the same sums for the tests
// it finished.
// Usage: node scripts/slowest-specs.mjs [report.json | list-output.log] [count]
//        (from e2e/; defaults test-results/results.json, 20)
import { readFileSync } from 'node:fs';

const [path = 'test-results/results.json', count = '20'] = process.argv.slice(2);
const text = readFileSync(path, 'utf8');

/** The `list` reporter's lines, `✓  12 [desktop] › tests/x.spec.ts:5:1 › title (1.2m)`, as a JSON report. */
function fromListOutput(lines) {
  const unit = { ms: 1, s: 1000, m: 60_000 };
  const specs = [];
  for (const line of lines.split('\n')) {
    const m = line.match(
      /^\s*([✓✘-])\s+\d+\s+\[[^\]]+\] › (?:tests\/)?(\S+?):\d+:\d+ › .*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/,
    );
    if (!m) continue;
    const status = m[1] === '✓' ? 'passed' : m[1] === '✘' ? 'failed' : 'skipped';
    specs.push({ file: m[2], tests: [{ results: [{ duration: Number(m[3]) * unit[m[4]], status }] }] });
  }
  return { suites: [{ specs }] };
}
const report = text.trimStart().startsWith('{') ? JSON.parse(text) : fromListOutput(text);

/** file → { ms, tests, failed } over every result of every test in the file (retries included). */
const files = new Map();
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    const file = files.get(spec.file) ?? { ms: 0, tests: 0, failed: 0 };
    for (const test of spec.tests) {
      file.tests += 1;
      for (const result of test.results) {
        file.ms += result.duration;
        if (result.status !== 'passed' && result.status !== 'skipped') file.failed += 1;
      }
    }
    files.set(spec.file, file);
  }
  for (const child of suite.suites ?? []) visit(child);
};
for (const suite of report.suites) visit(suite);

const rows = [...files].sort((a, b) => b[1].ms - a[1].ms);
const total = rows.reduce((sum, [, f]) => sum + f.ms, 0);
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
console.log(`${'spec file'.padEnd(36)} ${'s'.padStart(7)} tests  share`);
for (const [name, f] of rows.slice(0, Number(count))) {
  const failed = f.failed ? `  (${f.failed} not passed)` : '';
  console.log(
    `${name.padEnd(36)} ${seconds(f.ms)} ${String(f.tests).padStart(5)} ${((100 * f.ms) / total).toFixed(1).padStart(5)}%${failed}`,
  );
}
const wall = report.stats?.duration;
console.log(
  `${rows.length} files, ${seconds(total).trim()} s of test time` +
    (wall ? `, ${(wall / 1000).toFixed(0)} s wall clock with ${report.config?.workers ?? '?'} workers` : ''),
);
