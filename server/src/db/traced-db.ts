import type { Tracing } from '../lib/tracing';
import type { Db, Queryable } from './db';

// OpenTelemetry's database span: named by the statement's operation, the statement's text (parameters apart,
// never its values) as `db.query.text`.
const attributes = (sql: string) => ({
  'db.system.name': 'postgresql',
  'db.query.text': sql,
});
// Statements inside a request's (or a mail's) trace only: a job's polling is not worth a trace per second.
const CHILD = { childOnly: true };
const operation = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'SQL';

/**
 * The database with a client span around each statement and transaction (docs/decisions/091-*): wrapped only
 * when tracing is on, so a process without an exporter runs the database unwrapped.
 */
export function tracedDb(db: Db, tracing: Tracing): Db {
  const traced = (target: Queryable): Queryable => ({
    query: (sql, params, options) =>
      tracing.span(operation(sql), attributes(sql), () => target.query(sql, params, options), CHILD),
    exec: (sql) => tracing.span(operation(sql), attributes(sql), () => target.exec(sql), CHILD),
  });
  return {
    ...db,
    ...traced(db),
    transaction: (fn) =>
      tracing.span(
        'TRANSACTION',
        { 'db.system.name': 'postgresql' },
        () => db.transaction((tx) => fn(traced(tx))),
        CHILD,
      ),
  };
}
