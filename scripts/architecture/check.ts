import { readImports } from './imports';
import { resolveImport } from './resolve';
import { type Import, isTestFile, type Rule } from './rules';

export interface SourceFile {
  /** Posix path relative to the repository root. */
  path: string;
  source: string;
}

export interface Violation extends Import {
  rule: string;
  why: string;
}

/** Every import of the given files that a rule forbids, in file and line order. */
export function findViolations(files: readonly SourceFile[], rules: readonly Rule[]): Violation[] {
  const known = new Set(files.map((file) => file.path));
  const violations: Violation[] = [];
  for (const file of files) {
    const test = isTestFile(file.path);
    for (const { specifier, line } of readImports(file.path, file.source)) {
      const entry: Import = {
        from: file.path,
        specifier,
        line,
        target: resolveImport(file.path, specifier, known),
      };
      for (const rule of rules) {
        if (test && !rule.appliesToTests) continue;
        if (rule.forbids(entry)) violations.push({ ...entry, rule: rule.name, why: rule.why });
      }
    }
  }
  return violations.sort((a, b) => a.from.localeCompare(b.from) || a.line - b.line);
}

/** The violations grouped by rule, each rule's reason once, one `file:line imports 'x' (path)` per line. */
export function formatReport(violations: readonly Violation[]): string {
  const byRule = new Map<string, Violation[]>();
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  return [...byRule]
    .map(([rule, list]) => {
      const lines = list.map((v) => {
        const target = v.target && v.target !== v.specifier ? ` (${v.target})` : '';
        return `  ${v.from}:${v.line} imports '${v.specifier}'${target}`;
      });
      return `${rule} (${list.length}): ${list[0]?.why}\n${lines.join('\n')}`;
    })
    .join('\n');
}
