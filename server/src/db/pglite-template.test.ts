import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite-db';
import {
  CLUSTER_TEMPLATE,
  CLUSTER_TEMPLATE_VERSION,
  clusterTemplate,
  installedPgliteVersion,
} from './pglite-template';

// The first start of an empty DATA_DIR from the cluster the build made (docs/decisions/044-*).
describe('embedded cluster template', () => {
  it('is used beside a bundle made by the installed PGlite, else initdb runs', () => {
    const dist = mkdtempSync(join(tmpdir(), 'cluster-template-'));
    const bundle = pathToFileURL(join(dist, 'main.js')).href;
    expect(clusterTemplate(bundle)).toBeUndefined();
    writeFileSync(join(dist, CLUSTER_TEMPLATE), 'cluster');
    writeFileSync(join(dist, CLUSTER_TEMPLATE_VERSION), JSON.stringify({ pglite: '0.0.1' }));
    expect(clusterTemplate(bundle)).toBeUndefined();
    writeFileSync(join(dist, CLUSTER_TEMPLATE_VERSION), JSON.stringify({ pglite: installedPgliteVersion() }));
    expect(clusterTemplate(bundle)?.size).toBe('cluster'.length);
    expect(
      clusterTemplate(pathToFileURL(join(dist, 'main.ts')).href.replace('file:', 'data:')),
    ).toBeUndefined();
  });

  // Runs on both suites: the template is made here from a scratch embedded database (initdb: slow on a busy
  // machine, hence the longer limit), not from the suite's snapshot.
  it('starts an empty directory; a directory holding a database never asks for it', async () => {
    const scratch = await openPglite({});
    await scratch.exec('create table from_template (n int)');
    const template = await scratch.backup!();
    await scratch.close();
    const dataDir = join(mkdtempSync(join(tmpdir(), 'cluster-start-')), 'db');
    const first = await openPglite({ dataDir, template: () => template });
    await first.query('create table kept (n int)');
    await first.query('insert into kept values (7)');
    await first.close();
    const again = await openPglite({
      dataDir,
      template: () => {
        throw new Error('a database is there already');
      },
    });
    try {
      expect((await again.query('select n from kept')).rows).toEqual([{ n: 7 }]);
      expect((await again.query('select count(*)::int as n from from_template')).rows).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
  }, 180_000);
});
