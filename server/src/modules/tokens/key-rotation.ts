import type { Db } from '../../db/db';
import type { KeyStoreConfig } from '../../lib/keys';
import { ID_TOKEN_SECONDS } from './jwt';
import { deleteExpiredSigningKeys, insertSigningKey, lockSigningKeys, retireSigningKeys } from './key-repo';
import { KEY_REFRESH_SECONDS, newSigningKeyRow } from './signing-key';

/**
 * How long a new key is published before it signs: every process re-reads the keys within
 * KEY_REFRESH_SECONDS, and clients that cache the JWKS get a few minutes more.
 */
export const PUBLISH_BEFORE_SIGNING_SECONDS = 10 * 60;

/**
 * `npm run keys:rotate`: a new signing key, published now and signing once every process and client has
 * seen it; the keys signing until then retire at that moment and stay published until the last token they
 * can have signed has expired (a process with an old copy may sign with them up to KEY_REFRESH_SECONDS
 * longer). Keys past that are deleted.
 */
export async function rotateSigningKey(db: Db, config: KeyStoreConfig, now = new Date()) {
  const signsFrom = new Date(now.getTime() + PUBLISH_BEFORE_SIGNING_SECONDS * 1000);
  const oldExpire = new Date(signsFrom.getTime() + (ID_TOKEN_SECONDS + KEY_REFRESH_SECONDS) * 1000);
  const row = await newSigningKeyRow(config, signsFrom);
  const removed = await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const deleted = await deleteExpiredSigningKeys(tx);
    await retireSigningKeys(tx, signsFrom, oldExpire);
    await insertSigningKey(tx, row);
    return deleted;
  });
  return { kid: row.kid, signsFrom, previousKeysExpire: oldExpire, removed };
}
