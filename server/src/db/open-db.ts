import { join } from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { openPglite } from './pglite-db';
import { openPostgres } from './postgres-db';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR/db. */
export function openDb(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> {
  if (config.DATABASE_URL) return Promise.resolve(openPostgres(config.DATABASE_URL));
  return openPglite({ dataDir: join(config.DATA_DIR, 'db') });
}
