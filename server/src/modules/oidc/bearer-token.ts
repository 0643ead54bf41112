import { errors, type JWTPayload, jwtVerify } from 'jose';
import type { Deps } from '../../deps';
import { browserSignIn, findUser } from '../accounts';
import {
  ACCESS_TOKEN_TYPE,
  familyIsLive,
  REFRESH_FAMILY_DAYS,
  SIGNING_ALGORITHMS,
  verifyToken,
} from '../tokens';
import { clientIds } from './clients';
import { OidcError } from './oidc-error';
import { findOidcSession } from './session-repo';

/** RFC 6750 §3.1: the access token is missing, invalid, expired or its session ended (401). */
export const invalidToken = (description: string) => new OidcError('invalid_token', description, 401);

/**
 * A relying party's access token → its live session and account: signed by the portal's key for one of
 * `clients` (a portal client's token is not one), and its session (`sid`) not ended since, so ending the
 * session in the security centre or signing out everywhere stops it at once.
 */
export async function accessTokenSession(deps: Deps, token: string, clients = clientIds(deps.config)) {
  const claims = await verifyToken(deps.keys, token, {
    issuer: deps.config.PUBLIC_URL,
    audiences: clients,
    use: 'access',
    algorithms: [...SIGNING_ALGORITHMS],
  }).catch(() => {
    throw invalidToken('The access token is invalid or expired.');
  });
  const sid = (claims as { sid?: unknown }).sid;
  const session = typeof sid === 'string' ? await findOidcSession(deps.db, sid) : undefined;
  if (!session || session.userId !== claims.sub || !(await familyIsLive(deps.db, session.familyId)))
    throw invalidToken('The session of the access token has ended.');
  // Without offline_access the tokens end with the browser session that got them (docs/decisions/088-*).
  if (session.browserSessionId && !(await browserSignIn(deps, session.browserSessionId)))
    throw invalidToken('The session of the access token has ended.');
  const user = await findUser(deps, session.userId);
  if (!user) throw invalidToken('The account no longer exists.');
  return { session, user };
}

/**
 * An id token the provider issued, as `id_token_hint` of RP-initiated logout: signature, issuer and audience
 * are checked; an expired one is still accepted within a sign-in's lifetime (RP-Initiated Logout 1.0 §2).
 */
export async function idTokenHint(deps: Deps, token: string): Promise<JWTPayload & { aud: string }> {
  try {
    const { payload, protectedHeader } = await jwtVerify(
      token,
      async (header) => {
        const key = await deps.keys.verificationKey(header.kid);
        if (!key) throw new errors.JWKSNoMatchingKey();
        return key;
      },
      {
        algorithms: [...SIGNING_ALGORITHMS],
        issuer: deps.config.PUBLIC_URL,
        audience: clientIds(deps.config),
        clockTolerance: REFRESH_FAMILY_DAYS * 86_400,
      },
    );
    if (
      payload.token_use !== 'id' ||
      protectedHeader.typ?.toLowerCase() === ACCESS_TOKEN_TYPE ||
      typeof payload.aud !== 'string'
    )
      throw new Error('not an id token');
    return payload as JWTPayload & { aud: string };
  } catch {
    throw new OidcError('invalid_request', 'id_token_hint is not an id token of this provider.');
  }
}
