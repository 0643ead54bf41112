import { parseArgs } from 'node:util';
import type { LogEventRow, LogFilter } from './log-repo';

export const LOG_QUERY_USAGE = `Usage: npm run logs:query -- [--event NAME] [--since DATE] [--until DATE] [--user UUID] [--limit N]
  Prints the newest matching log events, newest first, one JSON object a line.
  DATE is ISO 8601 (2026-11-01 or 2026-11-01T09:30:00Z); --since is inclusive, --until exclusive.
  --limit defaults to 100, at most 10000.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function date(name: string, text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const value = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(value.getTime()))
    throw new Error(`--${name} must be an ISO date such as 2026-11-01, not "${text}"`);
  return value;
}

/** The filter of an operator's `logs:query` arguments; throws a readable message on a bad one. */
export function parseLogQueryArgs(argv: string[]): LogFilter {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      event: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      user: { type: 'string' },
      limit: { type: 'string', default: '100' },
    },
  });
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
    throw new Error(`--limit must be a whole number from 1 to 10000, not "${values.limit}"`);
  if (values.user !== undefined && !UUID.test(values.user))
    throw new Error('--user must be a user id (UUID)');
  return {
    event: values.event,
    since: date('since', values.since),
    until: date('until', values.until),
    userId: values.user,
    limit,
  };
}

/** One output line: the stored event as JSON, its time in ISO form. */
export function logEventLine(row: LogEventRow): string {
  return JSON.stringify({ ...row, createDate: row.createDate.toISOString() });
}
