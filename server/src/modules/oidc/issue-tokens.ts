import type { Deps } from '../../deps';
import { ACCESS_TOKEN_TYPE, ID_TOKEN_SECONDS, signJwt } from '../tokens';
import { type ClaimsUser, scopedClaims } from './claims';
import type { OidcClient } from './clients';
import type { OidcSessionRow } from './session-repo';

/**
 * The token endpoint's answer (RFC 6749 §5.1): an id token (OpenID Connect Core §2: iss, sub, aud = client id,
 * exp, iat, auth_time, amr, the nonce of the authorization request, email and name by scope) and an access
 * token for UserInfo (`typ` `at+jwt`, RFC 9068), both signed by the client's algorithm (RS256 unless it asked for
 * ES256) and carrying the session (`sid`, the refresh family);
 * a refreshed id token keeps auth_time and leaves the nonce out (§12.2). No refresh token without offline access
 * (docs/decisions/088-*).
 */
export async function issueTokens(
  deps: Deps,
  user: ClaimsUser,
  client: OidcClient,
  session: OidcSessionRow,
  refreshToken: string | undefined,
  nonce?: string,
) {
  const key = await deps.keys.signingKey(client.signingAlg);
  const iat = Math.floor(Date.now() / 1000);
  const base = {
    iss: deps.config.PUBLIC_URL,
    sub: user.id,
    aud: client.id,
    iat,
    exp: iat + ID_TOKEN_SECONDS,
    sid: session.familyId,
  };
  const { name, email, email_verified } = await scopedClaims(deps, user, session.scope);
  const idToken = signJwt(key, {
    ...base,
    token_use: 'id',
    azp: client.id,
    auth_time: Math.floor(new Date(session.authTime).getTime() / 1000),
    amr: session.amr,
    ...(nonce && { nonce }),
    ...(email !== undefined && { email, email_verified }),
    ...(name && { name }),
  });
  const accessToken = signJwt(
    key,
    { ...base, token_use: 'access', client_id: client.id, scope: session.scope },
    ACCESS_TOKEN_TYPE,
  );
  return {
    access_token: accessToken,
    token_type: 'Bearer' as const,
    expires_in: ID_TOKEN_SECONDS,
    id_token: idToken,
    ...(refreshToken && { refresh_token: refreshToken }),
    scope: session.scope,
  };
}
