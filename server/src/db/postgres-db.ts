import pg from 'pg';
import type { Db, Queryable } from './db';

/** PostgreSQL server through a connection pool. */
export function openPostgres(url: string): Db {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    query: async (sql, params) => ({ rows: (await client.query(sql, params as unknown[])).rows }),
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
