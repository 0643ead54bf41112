// Prints what the page showed when each failed journey gave up: the page snapshot (its accessibility tree) that
// Playwright writes beside a failure in test-results/<test>/error-context.md. CI keeps only the run's output, and
// "element not found" alone does not say whether the page was elsewhere, still loading or behind a dialog.
// Usage: node scripts/failed-pages.mjs [test-results dir] [lines per page]   (from e2e/; defaults 80 lines)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir = 'test-results', limit = '80'] = process.argv.slice(2);

/** Runs of a list's options (the footer's 60 cultures) as one line: they say nothing about the failure. */
function foldOptions(lines) {
  const folded = [];
  for (const line of lines) {
    const option = line.match(/^(\s*)- option /);
    const last = folded.at(-1);
    if (option && last?.options !== undefined) last.options += 1;
    else folded.push(option ? { indent: option[1], options: 1 } : { line });
  }
  return folded.map((row) => row.line ?? `${row.indent}- (${row.options} options)`);
}

/** The snapshot block of an error-context.md: the first ```yaml fence, cut to `limit` lines. */
function pageSnapshot(text) {
  const match = text.match(/```yaml\n([\s\S]*?)```/);
  if (!match) return '(no page snapshot: the page had closed)';
  const lines = foldOptions(match[1].trimEnd().split('\n'));
  const shown = lines.slice(0, Number(limit));
  if (lines.length > shown.length) shown.push(`… ${lines.length - shown.length} more lines`);
  return shown.join('\n');
}

const failures = existsSync(dir)
  ? readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'error-context.md')))
      .map((entry) => entry.name)
  : [];
for (const name of failures) {
  const text = readFileSync(join(dir, name, 'error-context.md'), 'utf8');
  const test = text.match(/^- Name: (.*)$/m)?.[1] ?? name;
  console.log(`\n== The page when "${test}" failed ==\n${pageSnapshot(text)}`);
}
