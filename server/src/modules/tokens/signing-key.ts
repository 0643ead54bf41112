import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/db';
import type { JoseKey, KeyRing, SigningKey } from '../../lib/key-ring';
import { type KeyStoreConfig, legacyKeyFile } from '../../lib/keys';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { insertSigningKey, liveSigningKeys, lockSigningKeys, type SigningKeyRow } from './key-repo';

export type { KeyRing, SigningKey };

export const SIGNING_ALGORITHM = 'ES256';

/** How long a process keeps its copy of the keys before reading them again. */
export const KEY_REFRESH_SECONDS = 60;

/** A fresh ES256 key as stored: the private JWK (sealed when configured) and the public one. */
export async function newSigningKeyRow(config: KeyStoreConfig, signsFrom: Date, jwkText?: string) {
  const jwk: JWK = jwkText
    ? (JSON.parse(jwkText) as JWK)
    : {
        ...(await exportJWK((await generateKeyPair(SIGNING_ALGORITHM, { extractable: true })).privateKey)),
        kid: randomUUID(),
        alg: SIGNING_ALGORITHM,
      };
  const { d: _private, ...publicJwk } = jwk;
  return {
    kid: jwk.kid!,
    privateJwk: sealSecret(JSON.stringify(jwk), config.KEYS_ENCRYPTION_KEY),
    publicJwk: { ...publicJwk, use: 'sig' },
    signsFrom,
  };
}

/**
 * Makes sure the deployment has a signing key: the first process to start creates it (or takes the one an
 * earlier version kept under DATA_DIR/keys), the others find it.
 */
export async function ensureSigningKey(db: Db, config: KeyStoreConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    if ((await liveSigningKeys(tx)).length) return;
    const legacy = legacyKeyFile(config.DATA_DIR, 'token-signing.jwk.json');
    await insertSigningKey(tx, await newSigningKeyRow(config, new Date(), legacy));
  });
}

async function toSigningKey(row: SigningKeyRow, config: KeyStoreConfig): Promise<SigningKey> {
  const jwk = JSON.parse(openSecret(row.privateJwk, config.KEYS_ENCRYPTION_KEY)) as JWK;
  return {
    kid: row.kid,
    privateKey: (await importJWK(jwk, SIGNING_ALGORITHM)) as JoseKey,
    publicKey: (await importJWK(row.publicJwk as JWK, SIGNING_ALGORITHM)) as JoseKey,
    publicJwk: row.publicJwk as JWK,
  };
}

/** The key ring over the database; keys are opened at every read, so a wrong KEYS_ENCRYPTION_KEY fails early. */
export async function loadKeyRing(db: Db, config: KeyStoreConfig, now = () => Date.now()): Promise<KeyRing> {
  await ensureSigningKey(db, config);
  let keys: { row: SigningKeyRow; key: SigningKey }[] = [];
  let readAt = 0;
  const read = async () => {
    const rows = await liveSigningKeys(db);
    keys = await Promise.all(rows.map(async (row) => ({ row, key: await toSigningKey(row, config) })));
    readAt = now();
  };
  const current = async () => {
    if (now() - readAt > KEY_REFRESH_SECONDS * 1000) await read();
    return keys;
  };
  await read();
  return {
    async signingKey() {
      const at = now();
      const signing = (await current()).filter(
        ({ row }) =>
          new Date(row.signsFrom).getTime() <= at &&
          (!row.retiredAt || new Date(row.retiredAt).getTime() > at),
      );
      // Always some key: the newest that has started signing (a retired one only if no successor has started).
      const chosen =
        signing.at(-1) ?? keys.filter(({ row }) => new Date(row.signsFrom).getTime() <= at).at(-1);
      return (chosen ?? keys[0]!).key;
    },
    async verificationKey(kid) {
      if (!kid) return undefined;
      const known = (await current()).find(({ row }) => row.kid === kid);
      if (known || now() - readAt < 1000) return known?.key.publicKey;
      // A kid this process has not seen yet (another process's rotation): read the keys once more.
      await read();
      return keys.find(({ row }) => row.kid === kid)?.key.publicKey;
    },
    async publicJwks() {
      return (await current()).map(({ key }) => key.publicJwk);
    },
    refresh: read,
  };
}
