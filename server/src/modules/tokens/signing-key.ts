import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import type { Db } from '../../db/db';
import type { JoseKey, KeyRing, SigningKey } from '../../lib/key-ring';
import { type KeyStoreConfig, legacyKeyFile } from '../../lib/keys';
import { openSecret, sealSecret } from '../../lib/secret-box';
import { insertSigningKey, liveSigningKeys, lockSigningKeys, type SigningKeyRow } from './key-repo';

export type { KeyRing, SigningKey };

/** What the portal's own tokens are signed with. */
export const SIGNING_ALGORITHM = 'ES256';
/**
 * Every algorithm the deployment keeps a key for: ES256 for the portal, RS256 beside it for relying parties,
 * the one algorithm every one of them can count on (OpenID Connect Core §15.1; docs/decisions/063-*).
 */
export const SIGNING_ALGORITHMS = ['ES256', 'RS256'] as const;
export type SigningAlgorithm = (typeof SIGNING_ALGORITHMS)[number];

/** A stored key's algorithm: keys from before RS256 carry ES256 (or no `alg`, an older version's file). */
export const algorithmOf = (publicJwk: Record<string, unknown>): SigningAlgorithm =>
  publicJwk.alg === 'RS256' ? 'RS256' : 'ES256';

/** How long a process keeps its copy of the keys before reading them again. */
export const KEY_REFRESH_SECONDS = 60;

/**
 * A fresh key of the algorithm as stored: the private JWK (sealed when configured) and the public one. The key
 * is made by Web Crypto, off the event loop (an RSA key takes tens of milliseconds of work).
 */
export async function newSigningKeyRow(
  config: KeyStoreConfig,
  signsFrom: Date,
  alg: SigningAlgorithm,
  jwkText?: string,
) {
  const jwk: JWK = jwkText
    ? { alg, ...(JSON.parse(jwkText) as JWK) }
    : {
        ...(await exportJWK((await generateKeyPair(alg, { extractable: true })).privateKey)),
        kid: randomUUID(),
        alg,
      };
  // Every private member goes: EC's d, and RSA's d, p, q, dp, dq, qi (and oth) as well (RFC 7518 §6).
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, ...publicJwk } = jwk;
  return {
    kid: jwk.kid!,
    privateJwk: sealSecret(JSON.stringify(jwk), config.KEYS_ENCRYPTION_KEY),
    publicJwk: { ...publicJwk, use: 'sig' },
    signsFrom,
  };
}

const missingAlgorithms = (rows: SigningKeyRow[]) =>
  SIGNING_ALGORITHMS.filter((alg) => !rows.some((row) => algorithmOf(row.publicJwk) === alg));

/**
 * Makes sure the deployment has a signing key of each algorithm: the first process to start creates them (the
 * ES256 one may be the one an earlier version kept under DATA_DIR/keys; a deployment from before RS256 gets
 * its RS256 key here), the others find them. Keys are made before the lock is taken, so a slow key never holds
 * another process's start; one made in vain (another process was first) is dropped.
 */
export async function ensureSigningKey(db: Db, config: KeyStoreConfig): Promise<void> {
  const missing = missingAlgorithms(await liveSigningKeys(db));
  if (!missing.length) return;
  const made = await Promise.all(
    missing.map((alg) =>
      newSigningKeyRow(
        config,
        new Date(),
        alg,
        alg === 'ES256' ? legacyKeyFile(config.DATA_DIR, 'token-signing.jwk.json') : undefined,
      ),
    ),
  );
  await db.transaction(async (tx) => {
    await lockSigningKeys(tx);
    const stillMissing = missingAlgorithms(await liveSigningKeys(tx));
    for (const row of made)
      if (stillMissing.includes(algorithmOf(row.publicJwk))) await insertSigningKey(tx, row);
  });
}

async function toSigningKey(row: SigningKeyRow, config: KeyStoreConfig): Promise<SigningKey> {
  const jwk = JSON.parse(openSecret(row.privateJwk, config.KEYS_ENCRYPTION_KEY)) as JWK;
  const alg = algorithmOf(row.publicJwk);
  return {
    kid: row.kid,
    alg,
    privateKey: (await importJWK(jwk, alg)) as JoseKey,
    publicKey: (await importJWK(row.publicJwk as JWK, alg)) as JoseKey,
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
    async signingKey(alg = SIGNING_ALGORITHM) {
      const at = now();
      const ofAlg = (await current()).filter(({ key }) => key.alg === alg);
      const signing = ofAlg.filter(
        ({ row }) =>
          new Date(row.signsFrom).getTime() <= at &&
          (!row.retiredAt || new Date(row.retiredAt).getTime() > at),
      );
      // Always some key: the newest that has started signing (a retired one only if no successor has started).
      const chosen =
        signing.at(-1) ?? ofAlg.filter(({ row }) => new Date(row.signsFrom).getTime() <= at).at(-1);
      return (chosen ?? ofAlg[0]!).key;
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
