/** The one database interface repos use; PGlite and PostgreSQL both implement it. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database only: a consistent backup while it runs (`src/db/pglite-backup.ts`). */
  backup?(): Promise<Blob>;
  readonly kind: 'pglite' | 'postgres';
}

export type Queryable = Pick<Db, 'query' | 'exec'>;
