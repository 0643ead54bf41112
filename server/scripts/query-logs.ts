// Operator command: npm run logs:query -- --event error --since 2026-11-01 --limit 50
// Prints stored log events (Log event, docs/product.md#log-events) as JSON lines. With the embedded database stop the server
// first: PGlite lets one process at a time open its data directory.
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { findLogEvents, LOG_QUERY_USAGE, logEventLine, parseLogQueryArgs } from '../src/modules/log-events';

let filter: ReturnType<typeof parseLogQueryArgs>;
try {
  filter = parseLogQueryArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${LOG_QUERY_USAGE}`);
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
try {
  // A fresh data directory has no tables yet; migrating first makes that an empty answer, not an error.
  await migrate(db);
  for (const row of await findLogEvents(db, filter)) console.log(logEventLine(row));
} finally {
  await db.close();
}
