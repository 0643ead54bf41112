// Operator command: npm run units:import -- path/to/units.csv
// Lists hardware units the maker built (header `productCode,serial`), so their serial numbers activate the
// instrument their product grants (docs/product.md#entitlement); a serial not listed activates nothing.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { insertProducedUnits, parseProducedUnitsCsv } from '../src/modules/cloud';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run units:import -- <file.csv>   (header: productCode,serial)');
  process.exit(2);
}
let db: Awaited<ReturnType<typeof openDb>> | undefined;
try {
  const { units, rejected } = parseProducedUnitsCsv(readFileSync(file, 'utf8'));
  db = await openDb(loadConfig());
  await migrate(db);
  const added = await insertProducedUnits(db, units);
  console.log(`${added} units listed, ${units.length - added} already listed, ${rejected.length} rejected.`);
  for (const row of rejected) console.log(`  line ${row.line}: ${row.reason}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
