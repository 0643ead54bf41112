import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from './db';

/** Embedded PostgreSQL: file-backed in `dataDir`, or in memory from a dumped snapshot (tests). */
export async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<Db> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pg = await PGlite.create(options.dataDir, options.snapshot ? { loadDataDir: options.snapshot } : {});
  return {
    kind: 'pglite',
    query: async (sql, params) => ({ rows: (await pg.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await pg.exec(sql);
    },
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: async (sql, params) => ({ rows: (await tx.query(sql, params)).rows as never[] }),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    close: () => pg.close(),
  };
}

/** Dumps a PGlite data dir into a snapshot that `openPglite({ snapshot })` loads in well under a second. */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const pg = await PGlite.create(dataDir);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return dump;
}
