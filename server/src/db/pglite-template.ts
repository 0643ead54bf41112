import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The files `server/build.mjs` writes beside the bundle: an empty cluster and the PGlite version that made it. */
export const CLUSTER_TEMPLATE = 'pglite-cluster.tar.gz';
export const CLUSTER_TEMPLATE_VERSION = 'pglite-cluster.json';

/** The installed PGlite's version (its package.json; the package does not export it). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')).version;
}

/**
 * An empty embedded-database cluster made at build time by the installed PGlite (what its initdb writes), for
 * the first start of an empty DATA_DIR: loading it is a fraction of initdb's time
 * (docs/decisions/044-prepared-hot-statements-and-deferred-start.md, bench/README.md). Undefined when there is none beside
 * `bundleUrl` (the server runs from its sources) or another PGlite version made it: initdb runs then.
 */
export function clusterTemplate(bundleUrl: string): Blob | undefined {
  if (!bundleUrl.startsWith('file:')) return undefined;
  const folder = dirname(fileURLToPath(bundleUrl));
  const file = join(folder, CLUSTER_TEMPLATE);
  const versionFile = join(folder, CLUSTER_TEMPLATE_VERSION);
  if (!existsSync(file) || !existsSync(versionFile)) return undefined;
  const { pglite } = JSON.parse(readFileSync(versionFile, 'utf8')) as { pglite?: string };
  if (pglite !== installedPgliteVersion()) return undefined;
  return new Blob([readFileSync(file)]);
}
