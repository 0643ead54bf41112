import { KeyObject, sign as signBytes } from 'node:crypto';
import { errors, type JWTHeaderParameters, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error';
import { type KeyRing, SIGNING_ALGORITHM, type SigningKey } from './signing-key';

export const ID_TOKEN_SECONDS = 3600;
/** The JOSE `typ` of an access token (RFC 9068 §2.1): an access token can never pass for an id token. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
/** How far ahead of this process's clock another process's issue time may be (clocks of a cluster drift). */
const CLOCK_SKEW_SECONDS = 5;

export interface TokenUser {
  id: string;
  email: string;
  emailVerified: boolean;
}

export interface TokenClaims {
  sub: string;
  email?: string;
  token_use: 'id' | 'access';
  client_id?: string;
  iat: number;
  /** The issue time in milliseconds: `iat` counts whole seconds, too coarse to tell a token from one moment
   * before a credential change from one moment after it (docs/decisions/060-*). */
  iat_ms?: number;
  /** The session (refresh-token family) the token belongs to. */
  sid?: string;
}

// The private keys as node:crypto keys, converted once per key (docs/decisions/044-*).
const nodeKeys = new WeakMap<SigningKey['privateKey'], KeyObject>();
const nodeKeyOf = (key: SigningKey['privateKey']) => {
  let found = nodeKeys.get(key);
  if (!found) {
    found = key instanceof KeyObject ? key : KeyObject.from(key as Parameters<typeof KeyObject.from>[0]);
    nodeKeys.set(key, found);
  }
  return found;
};
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A compact JWS (RFC 7515) of the claims by the key's algorithm (ES256 or RS256), `typ` `JWT` unless named, signed with node:crypto in the calling thread: two signatures
 * are part of every refresh and sign-in, and jose's Web Crypto path cost about twice the CPU of `crypto.sign`
 * for the same bytes (docs/decisions/044-*). Tokens are still verified by jose (`verifyToken`).
 */
export function signJwt(key: SigningKey, claims: Record<string, unknown>, typ = 'JWT'): string {
  const header = base64url({ alg: key.alg, kid: key.kid, typ });
  const input = `${header}.${base64url(claims)}`;
  // ES256 signatures are the raw r‖s pair (RFC 7518 §3.4), not DER; RS256 is PKCS #1 v1.5, node's default.
  const signature = signBytes('sha256', Buffer.from(input), {
    key: nodeKeyOf(key.privateKey),
    dsaEncoding: 'ieee-p1363',
  });
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * Signs the id and access tokens of a sign-in (docs/product.md#tokens: `custom:user_id` carries the user id). `sid`
 * names the sign-in's refresh-token family, so the security centre can tell the caller's own session
 * (docs/product.md#security-centre).
 */
export async function signTokens(
  key: SigningKey,
  issuer: string,
  user: TokenUser,
  clientId: string,
  sessionId?: string,
) {
  const issuedAt = Date.now();
  const iat = Math.floor(issuedAt / 1000);
  const session = sessionId ? { sid: sessionId } : {};
  const sign = (claims: Record<string, unknown>, typ?: string) =>
    signJwt(
      key,
      {
        ...claims,
        iss: issuer,
        sub: user.id,
        aud: clientId,
        iat,
        iat_ms: issuedAt,
        exp: iat + ID_TOKEN_SECONDS,
      },
      typ,
    );
  const idToken = sign({
    token_use: 'id',
    email: user.email,
    email_verified: user.emailVerified,
    'custom:user_id': user.id,
    ...session,
  });
  const accessToken = sign({ token_use: 'access', client_id: clientId, ...session }, ACCESS_TOKEN_TYPE);
  return { idToken, accessToken, expiresIn: ID_TOKEN_SECONDS };
}

/**
 * Verifies a bearer token of the given use: signature (ES256 unless other algorithms are named) by the published key its `kid` names,
 * issuer, audience, expiry and issue time. A token that claims to live longer than the server issues tokens
 * for, or issued in the future, is refused: only a leaked key could have made it (ADR 060).
 */
export async function verifyToken(
  keys: Pick<KeyRing, 'verificationKey'>,
  token: string,
  options: { issuer: string; audiences: string[]; use: 'id' | 'access'; algorithms?: string[] },
): Promise<TokenClaims & { aud: string }> {
  try {
    const keyOf = async (header: JWTHeaderParameters) => {
      const key = await keys.verificationKey(header.kid);
      if (!key) throw new AppError('INVALID_CREDENTIALS');
      return key;
    };
    const { payload, protectedHeader } = await jwtVerify(token, keyOf, {
      algorithms: options.algorithms ?? [SIGNING_ALGORITHM],
      issuer: options.issuer,
      audience: options.audiences,
      // A token without an expiry would be valid for ever; one without an issue time cannot be dated.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (payload.token_use !== options.use || typeof payload.sub !== 'string')
      throw new AppError('INVALID_CREDENTIALS');
    // An access token is `at+jwt` (tokens from before RFC 9068 typing say `JWT` and live an hour at most);
    // an `at+jwt` is never taken for an id token, whatever its claims say.
    const accessTyped = protectedHeader.typ?.toLowerCase() === ACCESS_TOKEN_TYPE;
    if (options.use === 'id' && accessTyped) throw new AppError('INVALID_CREDENTIALS');
    const { iat = 0, exp = 0 } = payload;
    if (exp - iat > ID_TOKEN_SECONDS || iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS)
      throw new AppError('INVALID_CREDENTIALS');
    return payload as unknown as TokenClaims & { aud: string };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('INVALID_CREDENTIALS');
  }
}
