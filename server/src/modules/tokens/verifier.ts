import { decodeProtectedHeader } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { verifyToken } from './jwt';
import type { KeyRing } from './signing-key';

/** Verified tokens kept at most; beyond it the oldest entry goes first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

type VerificationKey = Awaited<ReturnType<KeyRing['verificationKey']>>;
/** What a verified id or access token tells: its account, when it was issued, its session. */
export interface VerifiedToken {
  sub: string;
  /** Milliseconds since the epoch (`iat_ms`, or the start of the `iat` second for a token without it). */
  issuedAt: number;
  sid?: string;
}

interface Verified {
  token: VerifiedToken;
  use: 'id' | 'access';
  /** The token's expiry (ms since the epoch). */
  until: number;
  kid: string | undefined;
  /** The key that verified it: a hit counts only while the key ring still gives this key for the kid. */
  key: VerificationKey;
}

/**
 * The bearer-token check the authentication plugin is given: a valid token of the use → its account, issue
 * time and session (the plugin then asks the account whether tokens of that time and session still count).
 *
 * The ES256 signature check was the largest part of an authenticated read (issue #14, bench/README.md): a
 * verified token is remembered until it expires, and a hit still asks the key ring (in memory) for the
 * token's key, so a key that leaves the ring (expired, removed) stops its tokens at once, as before. Only
 * successes are kept; the account itself is still read on every request.
 */
export function tokenVerifier(
  keys: KeyRing,
  config: Pick<Config, 'PUBLIC_URL' | 'CLIENT_IDS'>,
  now = () => Date.now(),
) {
  const verified = new Map<string, Verified>();
  const verify = async (token: string, use: 'id' | 'access') => {
    const claims = await verifyToken(keys, token, {
      issuer: config.PUBLIC_URL,
      audiences: config.CLIENT_IDS,
      use,
    });
    const { kid } = decodeProtectedHeader(token);
    const until = ((claims as { exp?: number }).exp ?? 0) * 1000;
    const issuedAt = typeof claims.iat_ms === 'number' ? claims.iat_ms : claims.iat * 1000;
    const found: VerifiedToken = { sub: claims.sub, issuedAt, sid: claims.sid };
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { token: found, use, until, kid, key: await keys.verificationKey(kid) });
    return found;
  };
  return async (token: string, use: 'id' | 'access'): Promise<VerifiedToken> => {
    const known = verified.get(token);
    if (!known) return verify(token, use);
    if (known.until > now() && (await keys.verificationKey(known.kid)) === known.key) {
      if (known.use !== use) throw new AppError('INVALID_CREDENTIALS');
      return known.token;
    }
    verified.delete(token);
    return verify(token, use);
  };
}
