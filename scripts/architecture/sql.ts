import { parseSync } from 'oxc-parser';

/** A piece of SQL written in a source file: a string or template literal that reads as a statement. */
export interface SqlText {
  text: string;
  line: number;
}

// A literal is SQL when it holds a statement's verb with its object, written in lower case as the repository
// writes SQL: prose ("Select the product from the list") and identifiers do not.
const STATEMENT =
  /\b(select\b[\s\S]*\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|lock\s+table|create\s+(table|index)|alter\s+table|truncate)\b/;
// The names a statement reads or writes: after from, join, into, update, table and references.
const TABLE_NAME = /\b(?:from|join|into|update|table|references)\s+(?:only\s+)?([a-z_][a-z0-9_]*)/gi;

const lineOf = (source: string, offset: number) => source.slice(0, offset).split('\n').length;

type Node = { type?: string; start: number; [key: string]: unknown };

/** Every SQL statement text of a TypeScript file (template placeholders read as `$_`), in source order. */
export function readSql(file: string, source: string): SqlText[] {
  const { program, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: cannot read SQL: ${errors[0]?.message ?? 'parse error'}`);
  const found: SqlText[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const n = node as Node;
    let text: string | undefined;
    if (n.type === 'Literal' && typeof n.value === 'string') text = n.value;
    if (n.type === 'TemplateLiteral') {
      text = (n.quasis as { value: { raw: string } }[]).map((quasi) => quasi.value.raw).join('$_');
    }
    if (text !== undefined && STATEMENT.test(text)) found.push({ text, line: lineOf(source, n.start) });
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') visit(value);
  };
  visit(program);
  return found;
}

/** The known tables a statement names, each once, in order of first mention. */
export function tablesIn(text: string, known: ReadonlySet<string>): string[] {
  const names = [...text.matchAll(TABLE_NAME)].map((match) => match[1]!.toLowerCase());
  return [...new Set(names.filter((name) => known.has(name)))];
}

/** Who owns the tables, and which files may hold SQL at all (ADR 012, issue 29). */
export interface TableRules {
  /** Table → a server module's folder name, or a path (file or folder) of infrastructure. */
  owners: Readonly<Record<string, string>>;
  /** Table → the other modules that may name it too, each with its reason recorded beside the map. */
  shared: Readonly<Record<string, readonly string[]>>;
  /** A folder whose files may hold SQL on any table (the database's own tooling). */
  tooling: string;
}

export interface SqlViolation {
  rule: 'sql-in-repos' | 'table-has-one-owner' | 'enumerations-as-parameters';
  file: string;
  line: number;
  why: string;
}

const MODULES = 'server/src/modules/';
const REPO_FILE = /(^|\/|-)repo\.ts$/;
// An enumeration's column compared with, or set to, a bare number: `status in (4, 5, 8)`, `type = 2`.
const ENUM_LITERAL = /\b(status|type|source|kind|rule_type)\s*(=|<>|!=|\bin\s*\()\s*\d/;

/** The module a server file belongs to, or undefined for the files below the modules. */
const moduleOf = (path: string) =>
  path.startsWith(MODULES) ? path.slice(MODULES.length).split('/')[0] : undefined;

const owns = (owner: string, path: string) =>
  owner.startsWith('server/') ? path.startsWith(owner) : moduleOf(path) === owner;

/**
 * The SQL of non-test server files that breaks a rule: SQL outside a `*-repo.ts` file (`repo.ts` too), and a
 * table named by a file that neither owns nor shares it.
 */
export function findSqlViolations(
  files: readonly { path: string; source: string }[],
  rules: TableRules,
): SqlViolation[] {
  const known = new Set(Object.keys(rules.owners));
  const violations: SqlViolation[] = [];
  for (const file of files) {
    if (!file.path.startsWith('server/src/') || /\.test\.ts$/.test(file.path)) continue;
    if (file.path.startsWith(rules.tooling)) continue;
    for (const { text, line } of readSql(file.path, file.source)) {
      if (!REPO_FILE.test(file.path)) {
        violations.push({
          rule: 'sql-in-repos',
          file: file.path,
          line,
          why: 'SQL lives in a *-repo.ts file: services call a repo function',
        });
      }
      if (ENUM_LITERAL.test(text)) {
        violations.push({
          rule: 'enumerations-as-parameters',
          file: file.path,
          line,
          why: 'a domain enumeration reaches SQL as a parameter (`status = $2` with SUBSCRIPTION_STATUS.Subscribed), not as a bare number',
        });
      }
      for (const table of tablesIn(text, known)) {
        const owner = rules.owners[table]!;
        const sharedWith = rules.shared[table] ?? [];
        if (owns(owner, file.path) || sharedWith.some((other) => owns(other, file.path))) continue;
        violations.push({
          rule: 'table-has-one-owner',
          file: file.path,
          line,
          why: `${table} belongs to ${owner}: call its public entry (a module's index.ts) instead of naming the table`,
        });
      }
    }
  }
  return violations;
}
