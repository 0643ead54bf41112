import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPglite } from './pglite-db';
import { preloadPglite } from './pglite-preload';

/** Node's WebAssembly global (its types come with the DOM library, which the server does not use). */
const { WebAssembly: wasmRuntime } = globalThis as unknown as {
  WebAssembly: { Module: { new (): object; exports(module: object): { name: string }[] } };
};

// The entry compiles PGlite's WebAssembly while the server's modules load (docs/decisions/050-*).
describe('preloaded PGlite artifacts', () => {
  it('are the installed WebAssembly and file bundle', async () => {
    const artifacts = await preloadPglite();
    expect(artifacts?.wasmModule).toBeInstanceOf(wasmRuntime.Module);
    expect(wasmRuntime.Module.exports(artifacts!.wasmModule).some((e) => e.name === 'pgl_shmget')).toBe(true);
    expect(artifacts?.fsBundle.size).toBeGreaterThan(1_000_000);
  });

  // The suite on PostgreSQL makes no embedded snapshot: there the database starts from initdb, as on a first
  // start without the build's empty cluster.
  const snapshotBlob = () =>
    process.env.DATABASE_URL ? undefined : new Blob([readFileSync(inject('pgliteSnapshot'))]);

  it('open a database, and open it again after a close, as PGlite loading them itself does', async () => {
    const artifacts = preloadPglite();
    const snapshot = snapshotBlob();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pglite-preload-')), 'db');
    const first = await openPglite({ dataDir, snapshot, artifacts });
    await first.query('create table kept (n int)');
    await first.query('insert into kept values (7)');
    await first.close();
    const again = await openPglite({ dataDir, artifacts });
    try {
      expect((await again.query('select n from kept')).rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 60_000);

  it('fall back to PGlite loading them itself when there are none', async () => {
    const snapshot = snapshotBlob();
    const db = await openPglite({ snapshot, artifacts: Promise.resolve(undefined) });
    try {
      expect((await db.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
