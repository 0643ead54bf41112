import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type OutageLog, outageReporter, silentLog } from '../lib/outage';
import { UnavailableError } from '../lib/unavailable';
import { isPgliteUnavailable } from './connection-errors';
import type { Db, QueryOptions } from './db';
import { dumpEmbedded } from './pglite-backup';
import type { PgliteArtifacts } from './pglite-preload';
import { preparedQuery } from './pglite-prepared';

/** How long a failed embedded database waits before it is opened again, and the longest wait between tries. */
const REOPEN_FIRST_MS = 500;
const REOPEN_MAX_MS = 10_000;

/**
 * PostgreSQL inside PGlite starts by setting up its shared buffers: at PostgreSQL's default of 128 MB that was
 * the largest part of a warm start (docs/decisions/045-json-rows-refresh-and-later-start.md, bench/README.md).
 * The smaller setting below (4,096 pages) still holds the working set of this schema; pages beyond it are read again from the
 * files, which the operating system caches.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];
const start = { startParams: PGLITE_START_PARAMS };

/**
 * Embedded PostgreSQL: file-backed in `dataDir`, or in memory from a dumped snapshot (tests). When the
 * embedded database itself fails (closed, aborted, disk I/O) queries throw a 503 `UnavailableError` and the
 * failure is logged once, so requests answer in the contract's shape and `/api/health` reports it. A
 * file-backed database is then opened again from its directory (with back-off), as a PostgreSQL pool
 * reconnects, so the service comes back without a restart (docs/product.md#when-a-part-is-away).
 */
export async function openPglite(options: {
  dataDir?: string;
  snapshot?: Blob;
  log?: OutageLog;
  /** Opens the instance; tests pass one that keeps a handle to break it. */
  create?: (dataDir?: string) => Promise<PGlite>;
  /**
   * An empty cluster to start an empty `dataDir` from instead of running initdb (`pglite-template.ts`); asked
   * for only when the directory holds no database yet.
   */
  template?: () => Blob | undefined;
  /**
   * PGlite's WebAssembly already compiled and its file bundle read, started by the entry before the server's
   * modules loaded (`pglite-preload.ts`); PGlite loads them itself when absent.
   */
  artifacts?: Promise<PgliteArtifacts | undefined>;
}): Promise<Db> {
  const { dataDir } = options;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const preloaded = await options.artifacts;
  const opening = preloaded
    ? { ...start, pgliteWasmModule: preloaded.wasmModule, fsBundle: preloaded.fsBundle }
    : start;
  const create = options.create ?? ((dir?: string) => PGlite.create(dir, opening));
  const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'));
  const initial = options.snapshot ?? (fresh ? options.template?.() : undefined);
  let pg = initial
    ? await PGlite.create(dataDir, { ...opening, loadDataDir: initial })
    : await create(dataDir);
  let closedOnPurpose = false;
  let reopening: Promise<void> | undefined;
  let wakeUp = () => {};
  const reopen = async () => {
    for (let wait = REOPEN_FIRST_MS; !closedOnPurpose; wait = Math.min(wait * 2, REOPEN_MAX_MS)) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      if (closedOnPurpose) return;
      try {
        if (!pg.closed) await pg.close().catch(() => {});
        pg = await create(dataDir);
        return;
      } catch {
        // Still failing (disk full, files locked): try again after a longer wait.
      }
    }
  };
  const outage = outageReporter(options.log ?? silentLog, 'database');
  // PGlite runs one statement at a time: past the first, the calls in progress wait in its queue.
  let inProgress = 0;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    inProgress++;
    try {
      const result = await run();
      outage.up();
      return result;
    } catch (error) {
      if (!isPgliteUnavailable(error)) throw error;
      outage.down(error);
      if (dataDir && !closedOnPurpose) reopening ??= reopen().finally(() => (reopening = undefined));
      throw new UnavailableError('database', error);
    } finally {
      inProgress--;
    }
  };
  // A hot statement runs prepared (pglite-prepared.ts); inside a transaction it already holds the instance's lock.
  const run = async (
    target: Pick<PGlite, 'query'>,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    inTransaction = false,
  ) =>
    options?.prepare
      ? preparedQuery<never>(pg, sql, params, inTransaction)
      : { rows: (await target.query(sql, params)).rows as never[] };
  return {
    kind: 'pglite',
    query: (sql, params, options) => guard(() => run(pg, sql, params, options)),
    exec: (sql) =>
      guard(async () => {
        await pg.exec(sql);
      }),
    transaction: (fn) =>
      guard(() =>
        pg.transaction((tx) =>
          fn({
            query: (sql, params, options) => run(tx, sql, params, options, true),
            exec: async (sql) => {
              await tx.exec(sql);
            },
          }),
        ),
      ),
    close: async () => {
      closedOnPurpose = true;
      wakeUp();
      await reopening;
      if (!pg.closed) await pg.close();
    },
    backup: () => guard(() => dumpEmbedded(pg)),
    stats: () => ({ total: 1, idle: inProgress === 0 ? 1 : 0, waiting: Math.max(0, inProgress - 1) }),
  };
}

/** Dumps a PGlite data dir into a snapshot that `openPglite({ snapshot })` loads in well under a second. */
export async function dumpPglite(dataDir: string): Promise<Blob> {
  const pg = await PGlite.create(dataDir);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  return dump;
}
