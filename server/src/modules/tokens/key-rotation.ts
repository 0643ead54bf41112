import type { Db } from '../../db/db';
import type { KeyStoreConfig } from '../../lib/keys';
import { ID_TOKEN_SECONDS } from './jwt';
import { deleteExpiredSigningKeys, insertSigningKey, lockSigningKeys, retireSigningKeys } from './key-repo';
import { KEY_REFRESH_SECONDS, newSigningKeyRow, SIGNING_ALGORITHMS } from './signing-key';

/**
 * How long a new key is published before it signs: every process re-reads the keys within
 * KEY_REFRESH_SECONDS, and clients that cache the JWKS get a few minutes more.
 */
export const PUBLISH_BEFORE_SIGNING_SECONDS = 10 * 60;

/**
 * `npm run keys:rotate`: a new signing key of each algorithm (ES256 and RS256, with one overlap), published now and signing once every process and client has
 * seen it; the keys signing until then retire at that moment and stay published until the last token they
 * can have signed has expired (a process with an old copy may sign with them up to KEY_REFRESH_SECONDS
 * longer). Keys past that are deleted.
 */
export async function rotateSigningKey(db: Db, config: KeyStoreConfig, now = new Date()) {
  const signsFrom = new Date(now.getTime() + PUBLISH_BEFORE_SIGNING_SECONDS * 1000);
  const oldExpire = new Date(signsFrom.getTime() + (ID_TOKEN_SECONDS + KEY_REFRESH_SECONDS) * 1000);
  // Made before the lock: an RSA key takes a while, and Web Crypto makes it off the event loop.
  const rows = await Promise.all(SIGNING_ALGORITHMS.map((alg) => newSigningKeyRow(config, signsFrom, alg)));
  const removed = await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const deleted = await deleteExpiredSigningKeys(tx);
    await retireSigningKeys(tx, signsFrom, oldExpire);
    for (const row of rows) await insertSigningKey(tx, row);
    return deleted;
  });
  const keys = rows.map((row, index) => ({ kid: row.kid, alg: SIGNING_ALGORITHMS[index]! }));
  return { keys, signsFrom, previousKeysExpire: oldExpire, removed };
}
