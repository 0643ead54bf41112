import type { importJWK, JWK } from 'jose';

// The key ring's shape sits below the modules: every service is handed one in `Deps` (server/src/deps.ts), and
// the tokens module builds it (docs/decisions/015-import-boundaries.md, no import circles).

export type JoseKey = Exclude<Awaited<ReturnType<typeof importJWK>>, Uint8Array>;

export interface SigningKey {
  kid: string;
  /** ES256 (the portal's tokens) or RS256 (relying parties that ask for it, docs/decisions/063-*). */
  alg: 'ES256' | 'RS256';
  privateKey: JoseKey;
  publicKey: JoseKey;
  publicJwk: JWK;
}

/** The token-signing keys of the deployment, read from the database and cached for a short while. */
export interface KeyRing {
  /** The key of the algorithm (ES256 unless named) that signs now: the newest whose `signs_from` has come and
   * that is not retired. */
  signingKey(alg?: SigningKey['alg']): Promise<SigningKey>;
  /** The public key for a token's `kid`, re-reading the database once for a kid it has not seen. */
  verificationKey(kid: string | undefined): Promise<JoseKey | undefined>;
  /** Every key not yet expired, for `/.well-known/jwks.json`. */
  publicJwks(): Promise<JWK[]>;
  /** Re-reads the keys now (after a rotation in this process, or in tests). */
  refresh(): Promise<void>;
}
