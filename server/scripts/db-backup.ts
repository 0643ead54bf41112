// Operator command: npm run db:backup -- FILE
// Writes a consistent backup of the embedded database (DATA_DIR/db) to FILE (a gzipped tar). While the
// server runs it asks the server for it (loopback, with DATA_DIR/keys/backup.key), since PGlite lets one
// process at a time open its data directory; with the server stopped it reads the directory itself.
// With DATABASE_URL, back PostgreSQL up with pg_dump instead (docs/operations.md).
import { renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../src/config';
import { backupStoppedDataDir } from '../src/db/pglite-backup';
import { backupKey, runningServer } from '../src/modules/backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:backup -- FILE');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back PostgreSQL up with pg_dump, e.g. pg_dump --format=custom --file=FILE "$DATABASE_URL"',
  );
  process.exit(2);
}
const server = runningServer(config.DATA_DIR);
let backup: Buffer;
if (server) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/operations/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${backupKey(config.DATA_DIR)}` },
  });
  if (!response.ok) {
    console.error(`the server (pid ${server.pid}, port ${server.port}) answered ${response.status}`);
    process.exit(1);
  }
  backup = Buffer.from(await response.arrayBuffer());
} else {
  backup = Buffer.from(await (await backupStoppedDataDir(join(config.DATA_DIR, 'db'))).arrayBuffer());
}
// Written beside and renamed, so FILE is never a half-written backup.
const target = resolve(file);
writeFileSync(`${target}.partial`, backup);
renameSync(`${target}.partial`, target);
console.log(
  `backup of ${join(config.DATA_DIR, 'db')} written to ${target} (${backup.length} bytes, ${server ? `from the running server, pid ${server.pid}` : 'server not running'})`,
);
