// Operator command: npm run pass:create -- --event "Drum Day 2027" --count 50 [--expires 2027-06-30]
// Issues Backstage Pass codes for an event (docs/product.md#backstage-pass) and prints them, one a line.
import { parseArgs } from 'node:util';
import { formatPassCode, passEventSchema } from '@backstage/domain';
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { createPassCodes } from '../src/modules/backstage-pass';

const MAX_COUNT = 10_000;

function options() {
  const { values } = parseArgs({
    options: {
      event: { type: 'string' },
      count: { type: 'string', default: '1' },
      expires: { type: 'string' },
    },
  });
  const event = passEventSchema.safeParse(values.event ?? '');
  if (!event.success)
    throw new Error('--event is required: what the codes are for (at most 100 characters).');
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    throw new Error(`--count must be a whole number from 1 to ${MAX_COUNT}.`);
  const expiresAt = values.expires ? new Date(`${values.expires}T23:59:59Z`) : null;
  if (expiresAt && (Number.isNaN(expiresAt.getTime()) || expiresAt <= new Date()))
    throw new Error(
      '--expires must be a future date, YYYY-MM-DD (the codes work to the end of that day, UTC).',
    );
  return { event: event.data, count, expiresAt };
}

let db: Awaited<ReturnType<typeof openDb>> | undefined;
try {
  const wanted = options();
  const config = loadConfig();
  db = await openDb(config);
  await migrate(db);
  const codes = await createPassCodes(db, wanted);
  console.error(`${codes.length} Backstage Pass code(s) for "${wanted.event}":`);
  for (const code of codes) console.log(formatPassCode(code));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db?.close();
}
