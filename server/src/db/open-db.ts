import { join } from 'node:path';
import type { Config } from '../config';
import type { OutageLog } from '../lib/outage';
import type { Db } from './db';
import { ensureDatabase } from './ensure-database';
import { openPglite } from './pglite-db';
import type { PgliteArtifacts } from './pglite-preload';
import { openPostgres } from './postgres-db';

/** PostgreSQL when DATABASE_URL is set (creating its database when missing), else PGlite under DATA_DIR/db. */
export async function openDb(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  log?: OutageLog,
  /** An empty embedded cluster for an empty DATA_DIR (`pglite-template.ts`), instead of initdb. */
  options: {
    template?: () => Blob | undefined;
    /** PGlite's WebAssembly compiled early by the entry (`pglite-preload.ts`). */
    pglite?: Promise<PgliteArtifacts | undefined>;
  } = {},
): Promise<Db> {
  if (!config.DATABASE_URL)
    return openPglite({
      dataDir: join(config.DATA_DIR, 'db'),
      log,
      template: options.template,
      artifacts: options.pglite,
    });
  await ensureDatabase(config.DATABASE_URL);
  return openPostgres(config.DATABASE_URL, { log });
}
