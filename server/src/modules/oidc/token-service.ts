import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest } from '../../lib/codes';
import { tokensRefreshed } from '../../lib/metrics';
import { browserSignIn, findUser } from '../accounts';
import { familyOf, newFamilyId, revokeFamily, rotateRefreshToken, startRefreshFamily } from '../tokens';
import type { OidcClient } from './clients';
import { spendCode, spentCodeFamily } from './code-repo';
import { touchGrant } from './grant-repo';
import { issueTokens } from './issue-tokens';
import { invalidGrant, OidcError } from './oidc-error';
import { type Params, required } from './params';
import { findOidcSession, insertOidcSession } from './session-repo';

/** RFC 7636 §4.1: 43-128 characters of the unreserved set. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * grant_type=authorization_code (RFC 6749 §4.1.3): the code is spent once, for the client, redirect URI and
 * PKCE verifier it was issued for, while the browser session that got it is still signed in. A code that
 * comes back after its exchange revokes the session that exchange started (§4.1.2).
 */
async function exchangeCode(deps: Deps, client: OidcClient, params: Params) {
  const code = required(params, 'code');
  const redirectUri = required(params, 'redirect_uri');
  const verifier = params.code_verifier;
  if (verifier !== undefined && !VERIFIER.test(verifier))
    throw invalidGrant('The code_verifier is malformed.');
  const challenge = verifier ? createHash('sha256').update(verifier).digest('base64url') : null;
  const familyId = newFamilyId();
  const codeHash = digest(code);
  const grant = await spendCode(deps.db, { codeHash, clientId: client.id, redirectUri, challenge, familyId });
  if (!grant) {
    const started = await spentCodeFamily(deps.db, codeHash);
    if (started) await revokeFamily(deps.db, started);
    throw invalidGrant(
      'The code is invalid, expired, spent, or not for this client, redirect URI and verifier.',
    );
  }
  const user = (await browserSignIn(deps, grant.browserSessionId)) && (await findUser(deps, grant.userId));
  if (!user) throw invalidGrant('The sign-in that gave the code has ended.');
  // docs/decisions/088-*: a refresh token only for offline_access the account allowed, or a first-party client;
  // otherwise the session's tokens end with the browser session that got the code.
  const offline = client.firstParty || grant.scope.split(' ').includes('offline_access');
  const session = {
    familyId,
    userId: user.id,
    clientId: client.id,
    scope: grant.scope,
    authTime: grant.authTime,
    amr: grant.amr,
    browserSessionId: offline ? null : grant.browserSessionId,
  };
  await insertOidcSession(deps.db, session);
  // The family is the session the security centre lists and ends, with or without a refresh token given out.
  const refreshToken = await startRefreshFamily(deps.db, user.id, client.id, familyId);
  return issueTokens(
    deps,
    user,
    client,
    session,
    offline ? refreshToken : undefined,
    grant.nonce ?? undefined,
  );
}

/**
 * grant_type=refresh_token (RFC 6749 §6): rotates the client's refresh token as the portal's own; one used
 * twice ends its session. A narrower `scope` is not granted separately: asking for more is `invalid_scope`.
 */
async function refresh(deps: Deps, client: OidcClient, params: Params) {
  const token = required(params, 'refresh_token');
  // A scope is checked before the token is spent, so asking for too much does not cost the client its token.
  if (params.scope) {
    const family = await familyOf(deps.db, token);
    const granted = family ? (await findOidcSession(deps.db, family))?.scope.split(' ') : undefined;
    if (granted && params.scope.split(' ').some((value) => !granted.includes(value)))
      throw new OidcError('invalid_scope', 'The scope asks for more than was granted.');
  }
  const rotated = await rotateRefreshToken(deps.db, token, [client.id]).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'TOKEN_EXPIRED')
      throw invalidGrant('The refresh token is invalid, expired or revoked.');
    throw error;
  });
  if (rotated.reused) throw invalidGrant('The refresh token was used before; its session has ended.');
  const session = await findOidcSession(deps.db, rotated.familyId);
  const user = await findUser(deps, rotated.userId);
  // A session bound to its browser session never gave its refresh token out (docs/decisions/088-*).
  if (!session || session.browserSessionId || !user)
    throw invalidGrant('The refresh token is invalid, expired or revoked.');
  await touchGrant(deps.db, user.id, client.id);
  return issueTokens(deps, user, client, session, rotated.refreshToken);
}

/** The token endpoint (RFC 6749 §3.2) for an authenticated client. */
export function tokenRequest(deps: Deps, client: OidcClient, params: Params) {
  const grantType = required(params, 'grant_type');
  if (grantType === 'authorization_code') return exchangeCode(deps, client, params);
  if (grantType === 'refresh_token')
    return refresh(deps, client, params).then((tokens) => {
      tokensRefreshed.inc({ endpoint: 'oidc' });
      return tokens;
    });
  throw new OidcError('unsupported_grant_type', 'grant_type may be authorization_code or refresh_token.');
}
