import { emailSchema, normalizeCultureCode } from '@backstage/domain';
import type { Db } from '../../db/db';
import { insertLegacyUsers, type LegacyUser } from './legacy-user-repo';

export type { LegacyUser };

/** Splits one CSV line, honouring double-quoted fields with "" escapes. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells.map((value) => value.trim());
}

/**
 * Reads the old portal's export: a header row naming `email` and optionally `firstName`, `lastName`,
 * `cultureCode`; rows with an invalid e-mail are reported, not imported.
 */
export function parseLegacyCsv(csv: string): {
  users: LegacyUser[];
  rejected: { line: number; value: string }[];
} {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim());
  const header = splitCsvLine(lines[0] ?? '').map((name) => name.toLowerCase());
  const at = (name: string) => header.indexOf(name.toLowerCase());
  if (at('email') < 0) throw new Error('The CSV needs a header row with an "email" column.');
  const users: LegacyUser[] = [];
  const rejected: { line: number; value: string }[] = [];
  for (const [index, line] of lines.slice(1).entries()) {
    const cells = splitCsvLine(line);
    const cell = (name: string) => (at(name) >= 0 ? cells[at(name)] || null : null);
    const email = emailSchema.safeParse(cell('email') ?? '');
    if (!email.success) {
      rejected.push({ line: index + 2, value: cell('email') ?? '' });
      continue;
    }
    const cultureCode = cell('cultureCode');
    users.push({
      email: email.data.toLowerCase(),
      firstName: cell('firstName'),
      lastName: cell('lastName'),
      cultureCode: cultureCode ? normalizeCultureCode(cultureCode) : null,
    });
  }
  return { users, rejected };
}

/** Adds old-portal users not yet known as accounts; returns how many were added. */
export function importLegacyUsers(db: Db, users: LegacyUser[]): Promise<number> {
  return insertLegacyUsers(db, users);
}
