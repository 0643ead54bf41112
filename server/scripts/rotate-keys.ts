// Operator command: npm run keys:rotate
// A new token-signing key of each algorithm (ES256, RS256): published at once, signing after PUBLISH_BEFORE_SIGNING_SECONDS; the old key
// stays published until the last token it signed has expired (docs/deploy.md, "Keys and secrets").
import { loadConfig } from '../src/config';
import { migrate } from '../src/db/migrate';
import { openDb } from '../src/db/open-db';
import { loadKeyRing, rotateSigningKey } from '../src/modules/tokens';

const config = loadConfig();
const db = await openDb(config);
try {
  await migrate(db);
  // Opens the stored keys first: a missing or wrong KEYS_ENCRYPTION_KEY stops here, before any change.
  await loadKeyRing(db, config);
  const rotation = await rotateSigningKey(db, config);
  for (const key of rotation.keys)
    console.log(
      `New ${key.alg} signing key ${key.kid}: published now, signing from ${rotation.signsFrom.toISOString()}.`,
    );
  console.log(`The keys it replaces stay published until ${rotation.previousKeysExpire.toISOString()}.`);
  if (rotation.removed) console.log(`${rotation.removed} expired key(s) removed.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await db.close();
}
