import { decodeProtectedHeader } from 'jose';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { verifyToken } from './jwt';
import type { KeyRing } from './signing-key';

/** Verified tokens kept at most; beyond it the oldest entry goes first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

type VerificationKey = Awaited<ReturnType<KeyRing['verificationKey']>>;
interface Verified {
  sub: string;
  use: 'id' | 'access';
  /** The token's expiry (ms since the epoch). */
  until: number;
  kid: string | undefined;
  /** The key that verified it: a hit counts only while the key ring still gives this key for the kid. */
  key: VerificationKey;
}

/**
 * The bearer-token check the authentication plugin is given: a valid token of the use → its account id.
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
    if (verified.size >= VERIFIED_TOKEN_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { sub: claims.sub, use, until, kid, key: await keys.verificationKey(kid) });
    return claims.sub;
  };
  return async (token: string, use: 'id' | 'access'): Promise<string> => {
    const known = verified.get(token);
    if (!known) return verify(token, use);
    if (known.until > now() && (await keys.verificationKey(known.kid)) === known.key) {
      if (known.use !== use) throw new AppError('INVALID_CREDENTIALS');
      return known.sub;
    }
    verified.delete(token);
    return verify(token, use);
  };
}
