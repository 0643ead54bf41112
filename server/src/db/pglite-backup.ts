import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * A consistent copy of an embedded database, as a gzipped tar of its data directory. PGlite writes it while
 * no statement runs (it holds its query lock), after a checkpoint; a transaction open in between is not in
 * it (the copy is what a crash at that moment would leave, and PostgreSQL's recovery rolls it back).
 */
export async function dumpEmbedded(pg: PGlite): Promise<Blob> {
  await pg.query('checkpoint');
  return pg.dumpDataDir('gzip');
}

/** Backs up a data directory no process has open (the server is stopped). */
export async function backupStoppedDataDir(dataDir: string): Promise<Blob> {
  if (!existsSync(dataDir)) throw new Error(`no embedded database at ${dataDir}`);
  const pg = await PGlite.create(dataDir);
  try {
    return await dumpEmbedded(pg);
  } finally {
    await pg.close();
  }
}

/** Restores a backup into `dataDir`, which must be missing or empty; resolves to the number of accounts. */
export async function restoreEmbedded(backup: Blob, dataDir: string): Promise<number> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new Error(`${dataDir} is not empty: restore into an empty DATA_DIR`);
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { loadDataDir: backup });
  try {
    const { rows } = await pg.query<{ n: number }>('select count(*)::int as n from users');
    return rows[0]!.n;
  } finally {
    await pg.close();
  }
}
