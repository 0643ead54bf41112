// Operator command: npm run import:legacy-users -- path/to/export.csv
// Imports users of the old portal so they can reactivate their account (migration, docs/product.md#migration).
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { importLegacyUsers, parseLegacyCsv } from '../src/modules/accounts';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run import:legacy-users -- <file.csv>   (header: email,firstName,lastName,cultureCode)',
  );
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
try {
  await migrate(db);
  const { users, rejected } = parseLegacyCsv(readFileSync(file, 'utf8'));
  const added = await importLegacyUsers(db, users);
  console.log(
    `${added} legacy users imported, ${users.length - added} already known, ${rejected.length} rejected.`,
  );
  for (const row of rejected) console.log(`  line ${row.line}: not an e-mail address: ${row.value}`);
} finally {
  await db.close();
}
