// Bundles the server into dist/main.js: domain sources are bundled, every npm dependency stays external.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@backstage/domain');

// The entry (main.js) loads the server (start-<hash>.js) with a dynamic import, so that PGlite's WebAssembly
// compiles while the server's modules load (docs/decisions/050-*); the tracing SDK is a chunk of its own, loaded
// only with an exporter (docs/decisions/091-*); chunks of earlier builds are removed.
const dist = fileURLToPath(new URL('./dist/', import.meta.url));
for (const file of existsSync(dist) ? readdirSync(dist) : [])
  if (/^(start|otel|chunk)-\w+\.js(\.map)?$/.test(file)) rmSync(join(dist, file));
await build({
  // Paths relative to server/, whichever folder `node server/build.mjs` runs from.
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/main.ts'],
  outdir: 'dist',
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// An empty embedded-database cluster beside the bundle (src/db/pglite-template.ts): a first start of an empty
// DATA_DIR loads it (~1.5 s) instead of running PGlite's initdb (4–6 s) (docs/decisions/044-*). Made again only
// when the installed PGlite is another version than the one that made it.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pglite = JSON.parse(readFileSync(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8')).version;
const versionFile = join(dist, 'pglite-cluster.json');
const made = existsSync(versionFile) && JSON.parse(readFileSync(versionFile, 'utf8')).pglite;
if (made !== pglite || !existsSync(join(dist, 'pglite-cluster.tar.gz'))) {
  const pg = await PGlite.create();
  const cluster = await pg.dumpDataDir('gzip');
  await pg.close();
  writeFileSync(join(dist, 'pglite-cluster.tar.gz'), Buffer.from(await cluster.arrayBuffer()));
  writeFileSync(versionFile, `${JSON.stringify({ pglite })}\n`);
}

// The web app's shipped texts beside the bundle: the staff console's culture-text editor reads them at run time
// (src/modules/staff-console/shipped-texts.ts), and an image holds server/dist but not web/src.
const locales = fileURLToPath(new URL('../web/src/i18n/locales/', import.meta.url));
rmSync(join(dist, 'locales'), { recursive: true, force: true });
cpSync(locales, join(dist, 'locales'), { recursive: true });
