import { createRequire } from 'node:module';
import type pg from 'pg';
import { type OutageLog, outageReporter, silentLog } from '../lib/outage';
import { UnavailableError } from '../lib/unavailable';
import { isPostgresUnavailable } from './connection-errors';
import type { Db, Queryable } from './db';
import { statementName } from './statement-name';

export interface PostgresOptions {
  /** Where the start and end of an outage are logged (once each). */
  log?: OutageLog;
  /** How long to wait for a connection (a new one, or a free one of the pool) before answering 503. */
  connectionTimeoutMillis?: number;
}

const requireHere = createRequire(import.meta.url);

/**
 * The `pg` driver, loaded when PostgreSQL is used rather than at every start: an embedded-database start
 * never needs it (docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
 */
export const postgresDriver = (): typeof pg => requireHere('pg');

/**
 * PostgreSQL server through a connection pool that survives the server going away: every client has an
 * `error` listener (a lost idle or busy connection is logged, never an uncaught exception), waiting for a
 * connection is bounded, lost connections are dropped from the pool and new ones are opened on demand once
 * the server is back. Queries that cannot reach it throw a 503 `UnavailableError`.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Db {
  const outage = outageReporter(options.log ?? silentLog, 'database');
  const pool = new (postgresDriver().Pool)({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 3000,
    keepAlive: true,
  });
  pool.on('error', (error) => outage.down(error));
  pool.on('connect', (client) => client.on('error', (error) => outage.down(error)));

  const failed = (error: unknown): never => {
    if (!isPostgresUnavailable(error)) throw error;
    outage.down(error);
    throw new UnavailableError('database', error);
  };
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (sql, params, options) => {
      // A named query is parsed once per pooled connection (docs/decisions/044-*).
      const name = options?.prepare ? statementName(sql) : undefined;
      const { rows } = await client.query({ name, text: sql, values: params }).catch(failed);
      outage.up();
      return { rows };
    },
    exec: async (sql) => {
      await client.query(sql).catch(failed);
      outage.up();
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect().catch(failed);
      try {
        await client.query('begin').catch(failed);
        const result = await fn(on(client));
        await client.query('commit').catch(failed);
        client.release();
        return result;
      } catch (error) {
        // A connection that cannot even roll back is broken: destroy it instead of returning it to the pool.
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
