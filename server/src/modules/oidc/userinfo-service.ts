import type { OidcUserInfo } from '@backstage/domain';
import type { Deps } from '../../deps';
import { accessTokenSession, invalidToken } from './bearer-token';
import { scopedClaims } from './claims';

/**
 * UserInfo (OpenID Connect Core §5.3): the access token from `Authorization: Bearer` (or, on POST, the form's
 * `access_token`, RFC 6750 §2.2; never both) → the claims its session's scopes allow.
 */
export async function userInfo(
  deps: Deps,
  authorization: string | undefined,
  formToken: string | undefined,
): Promise<OidcUserInfo> {
  const bearer = authorization
    ? /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(authorization.trim())?.[1]
    : undefined;
  if (authorization && !bearer) throw invalidToken('The Authorization header must be Bearer <token>.');
  if (bearer && formToken) throw invalidToken('Send the access token once.');
  const token = bearer ?? formToken;
  if (!token) throw invalidToken('An access token is required.');
  const { session, user } = await accessTokenSession(deps, token);
  return scopedClaims(deps, user, session.scope);
}
