import { errors, type JWTHeaderParameters, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../lib/app-error';
import { type KeyRing, SIGNING_ALGORITHM, type SigningKey } from './signing-key';

export const ID_TOKEN_SECONDS = 3600;

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
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
      .setIssuer(issuer)
      .setSubject(user.id)
      .setAudience(clientId)
      .setIssuedAt()
      .setExpirationTime(`${ID_TOKEN_SECONDS}s`)
      .sign(key.privateKey);
  const [idToken, accessToken] = await Promise.all([
    sign({
      token_use: 'id',
      email: user.email,
      email_verified: user.emailVerified,
      'custom:user_id': user.id,
      ...(sessionId ? { sid: sessionId } : {}),
    }),
    sign({ token_use: 'access', client_id: clientId, ...(sessionId ? { sid: sessionId } : {}) }),
  ]);
  return { idToken, accessToken, expiresIn: ID_TOKEN_SECONDS };
}

/**
 * Verifies a bearer token of the given use: signature (ES256 only) by the published key its `kid` names,
 * issuer, audience, expiry and issue time.
 */
export async function verifyToken(
  keys: Pick<KeyRing, 'verificationKey'>,
  token: string,
  options: { issuer: string; audiences: string[]; use: 'id' | 'access' },
): Promise<TokenClaims & { aud: string }> {
  try {
    const keyOf = async (header: JWTHeaderParameters) => {
      const key = await keys.verificationKey(header.kid);
      if (!key) throw new AppError('INVALID_CREDENTIALS');
      return key;
    };
    const { payload } = await jwtVerify(token, keyOf, {
      algorithms: [SIGNING_ALGORITHM],
      issuer: options.issuer,
      audience: options.audiences,
      // A token without an expiry would be valid for ever; one without an issue time cannot be dated.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if (payload.token_use !== options.use || typeof payload.sub !== 'string')
      throw new AppError('INVALID_CREDENTIALS');
    return payload as unknown as TokenClaims & { aud: string };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    throw new AppError('INVALID_CREDENTIALS');
  }
}
