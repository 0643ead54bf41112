import type { Deps } from '../../deps';
import { familyOf, revokeFamily } from '../tokens';
import { accessTokenSession } from './bearer-token';
import type { OidcClient } from './clients';
import { type Params, required } from './params';
import { findOidcSession } from './session-repo';

/**
 * Token revocation (RFC 7009): a refresh token of the client ends its session (the whole family); so does
 * one of its access tokens (§2.1 lets revoking one revoke the other). Unknown, spent, expired or another
 * client's tokens change nothing and get the same empty 200 (§2.2), so the answer tells nothing about them.
 */
export async function revokeToken(deps: Deps, client: OidcClient, params: Params): Promise<void> {
  const token = required(params, 'token');
  // The hint only says where to look first (§2.1); both kinds are looked at whatever it says.
  const familyId = token.includes('.')
    ? await accessTokenSession(deps, token, [client.id]).then(
        ({ session }) => session.familyId,
        () => undefined,
      )
    : await familyOf(deps.db, token);
  const session = familyId ? await findOidcSession(deps.db, familyId) : undefined;
  if (session?.clientId === client.id) await revokeFamily(deps.db, session.familyId);
}
