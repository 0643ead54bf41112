// Operator command: npm run mail:status
// Lists the mail outbox's undelivered mail: pending (with its attempts, next attempt and last error) and
// failed (given up after the last retry). With the embedded database stop the server first: PGlite lets one
// process at a time open its data directory.
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { findUndelivered } from '../src/modules/mail';

const config = loadConfig();
const db = await openDb(config);
try {
  await migrate(db);
  const rows = await findUndelivered(db);
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  console.log(`mail outbox: ${count('pending')} pending, ${count('failed')} failed`);
  for (const row of rows) {
    const when = new Date(row.nextAttemptAt).toISOString();
    console.log(
      [
        `#${row.id}`,
        row.status,
        `to ${row.to}`,
        `"${row.subject}"`,
        `attempts ${row.attempts}`,
        row.status === 'pending' ? `next ${when}` : '',
        row.lastError ? `last error: ${row.lastError}` : '',
      ]
        .filter(Boolean)
        .join('  '),
    );
  }
} finally {
  await db.close();
}
