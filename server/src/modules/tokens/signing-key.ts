import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { loadOrCreateKey } from '../../lib/keys';

export const SIGNING_ALGORITHM = 'ES256';
type JoseKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

export interface SigningKey {
  kid: string;
  privateKey: JoseKey;
  publicKey: JoseKey;
  publicJwk: JWK;
}

/** The ES256 token-signing key, kept as a JWK under DATA_DIR/keys (created on first start). */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  let fresh: string | undefined;
  if (!existsSync(join(dataDir, 'keys', 'token-signing.jwk.json'))) {
    const pair = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    fresh = JSON.stringify({
      ...(await exportJWK(pair.privateKey)),
      kid: randomUUID(),
      alg: SIGNING_ALGORITHM,
    });
  }
  const jwk = JSON.parse(loadOrCreateKey(dataDir, 'token-signing.jwk.json', () => fresh!)) as JWK;
  const { d: _private, ...publicJwk } = jwk;
  return {
    kid: jwk.kid!,
    privateKey: (await importJWK(jwk, SIGNING_ALGORITHM)) as JoseKey,
    publicKey: (await importJWK(publicJwk, SIGNING_ALGORITHM)) as JoseKey,
    publicJwk: { ...publicJwk, use: 'sig' },
  };
}
