/** The one database interface repos use; PGlite and PostgreSQL both implement it. */
export interface Db {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<{ rows: T[] }>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (db: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database only: a consistent backup while it runs (`src/db/pglite-backup.ts`). */
  backup?(): Promise<Blob>;
  readonly kind: 'pglite' | 'postgres';
  /** Connections and waiters now (the management listener's metrics, docs/decisions/090-*). */
  stats?(): DbStats;
}

/** PostgreSQL: the pool's connections and the callers waiting for one; PGlite: its one connection and its queue. */
export interface DbStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface QueryOptions {
  /**
   * Parse and plan the statement once per connection and reuse it (a named prepared statement): for the few
   * statements on hot paths whose text never changes (docs/decisions/044-prepared-hot-statements-and-deferred-start.md).
   * Not for text built per call (a new statement each time) nor for statements whose best plan depends on the
   * values (a prefix search): PostgreSQL may settle on one generic plan for them.
   */
  prepare?: boolean;
}

export type Queryable = Pick<Db, 'query' | 'exec'>;
