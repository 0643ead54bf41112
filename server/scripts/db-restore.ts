// Operator command: npm run db:restore -- FILE
// Restores a backup made by db:backup into DATA_DIR/db, which must not exist yet or be empty (a fresh
// DATA_DIR); then start the server on that DATA_DIR. With DATABASE_URL use pg_restore (docs/operations.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { restoreEmbedded } from '../src/db/pglite-backup';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run db:restore -- FILE');
  process.exit(2);
}
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore, e.g. pg_restore --dbname="$DATABASE_URL" FILE',
  );
  process.exit(2);
}
const dataDir = join(config.DATA_DIR, 'db');
try {
  const accounts = await restoreEmbedded(new Blob([readFileSync(file)]), dataDir);
  console.log(`restored ${file} into ${dataDir}: ${accounts} accounts`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
