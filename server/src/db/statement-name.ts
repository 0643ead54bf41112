import { createHash } from 'node:crypto';

const names = new Map<string, string>();

/**
 * The name a prepared statement gets on every connection: derived from its text, so the same SQL has the same
 * name on each pooled PostgreSQL connection and in the embedded database, and two texts never share one.
 */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `p_${createHash('sha256').update(sql).digest('base64url').slice(0, 22)}`;
    names.set(sql, name);
  }
  return name;
}
