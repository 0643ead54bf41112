import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  accountLockKey,
  addressLockKey,
  assertNotLocked,
  clearFailures,
  MAX_IP_FAILURES,
  recordFailure,
} from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { assertHashingRoom, verifyPassword } from '../../lib/password';
import {
  familyOf,
  memoisedRefresh,
  newFamilyId,
  revokeFamily,
  revokeUserTokens,
  rotateLockedToken,
  rotateUnspentToken,
  sessionOf,
  signTokens,
  startRefreshFamily,
  type TokenUser,
} from '../tokens';
import { endBrowserSessions } from './browser-session';
import { endAllTokens, endOtherSessionTokens, endSessionTokens } from './token-ends';
import { findUserByEmail, findUserById, type UserRow } from './user-repo';

/** A new sign-in for a client: its tokens and the refresh family (session id) they carry as `sid`. */
export async function startSession(deps: Deps, user: UserRow, clientId: string) {
  const familyId = newFamilyId();
  const tokens = await signTokens(
    await deps.keys.signingKey(),
    deps.config.PUBLIC_URL,
    user,
    clientId,
    familyId,
  );
  const refreshToken = await startRefreshFamily(deps.db, user.id, clientId, familyId);
  return { session: { ...tokens, refreshToken }, familyId };
}

/** Id, access and refresh token of a new sign-in for a client. */
export async function issueSession(deps: Deps, user: UserRow, clientId: string) {
  return (await startSession(deps, user, clientId)).session;
}

/**
 * docs/product.md#sign-in signin, the password step. Unknown e-mails and wrong passwords get the same answer in the same time (a hash is
 * checked either way); failures count per account and per IP; "not activated" only after a right password. A full
 * hashing line refuses first, before any store is asked (bench/README.md, the sign-in storm).
 */
export async function checkPassword(
  deps: Deps,
  input: { email: string; password: string },
  ip: ClientAddress,
) {
  const email = input.email.toLowerCase();
  const keys = [accountLockKey(email), addressLockKey(ip)];
  assertHashingRoom();
  await assertNotLocked(deps.kv, [keys[0]!]);
  await assertNotLocked(deps.kv, [keys[1]!], MAX_IP_FAILURES);
  const user = await findUserByEmail(deps.db, email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordFailure(deps.kv, keys);
    throw new AppError('INCORRECT_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('NOT_ACTIVATED');
  await clearFailures(deps.kv, keys[0]!);
  return user;
}

/** docs/product.md#sign-in signin for an account without two-step sign-in: the password, then the session. */
export async function signIn(
  deps: Deps,
  input: { email: string; password: string },
  clientId: string,
  ip: ClientAddress,
) {
  const user = await checkPassword(deps, input, ip);
  return { ...(await startSession(deps, user, clientId)), user };
}

/**
/**
 * docs/product.md#refresh-tokens tokens/refresh: rotates the refresh token and issues fresh id and access
 * tokens; the same token again within 15 s gets the same answer (ADR 064). Without a client, any of the
 * portal's clients' tokens; an OpenID Connect relying party's never (it refreshes at its own token endpoint
 * with its credentials: docs/decisions/063-*).
 */
export function refresh(deps: Deps, token: string, clientId?: string) {
  const clients = clientId ? [clientId] : deps.config.CLIENT_IDS;
  return memoisedRefresh(
    deps,
    token,
    clientId,
    async () => {
      const rotated = await rotateUnspentToken(deps.db, token, clients);
      if (!rotated) return undefined;
      try {
        return { result: await answer(deps, rotated), undo: rotated.undo };
      } catch (error) {
        // Nobody got the successor: the token stays the client's (ADR 094).
        await rotated.undo().catch(() => {});
        throw error;
      }
    },
    async () => {
      const result = await rotateLockedToken(deps.db, token, clients);
      if (result.reused) throw new AppError('TOKEN_EXPIRED');
      return answer(deps, result);
    },
  );
}

/** The id and access tokens of a rotation and its successor refresh token. */
async function answer(
  deps: Deps,
  rotated: { userId: string; clientId: string; familyId: string; refreshToken: string; user?: TokenUser },
) {
  // The usual rotation read the account with it (ADR 078); the locked path reads it from its owner.
  const user = rotated.user ?? (await findUserById(deps.db, rotated.userId));
  if (!user) throw new AppError('TOKEN_EXPIRED');
  const tokens = await signTokens(
    await deps.keys.signingKey(),
    deps.config.PUBLIC_URL,
    user,
    rotated.clientId,
    rotated.familyId,
  );
  return { ...tokens, refreshToken: rotated.refreshToken };
}

/**
 * Signs out one session: the refresh token's family and the id and access tokens it issued. A confidential
 * relying party's refresh token is not ended here, where no client authenticates: RFC 7009 §2.1 wants that
 * client's authentication, which its revocation endpoint asks for (docs/decisions/063-*); it is answered as
 * an unknown token is.
 */
export async function signOutSession(deps: Deps, token: string): Promise<void> {
  const session = await sessionOf(deps.db, token);
  if (!session) return;
  const confidential = deps.config.OIDC_CLIENTS.some(
    (client) => client.client_id === session.clientId && client.client_secret !== undefined,
  );
  if (confidential) return;
  await revokeFamily(deps.db, session.familyId);
  await endSessionTokens(deps, session.userId, [session.familyId]);
}

/**
 * Signs the user out everywhere (globalSignOut, signout/clients, password reset, password change elsewhere):
 * every refresh family but the one spared with the id and access tokens they issued, and every browser
 * session behind single sign-on. With none spared, the account's mark ends every token issued until now
 * (docs/decisions/060-*).
 */
export async function signOutEverywhere(deps: Deps, userId: string, exceptRefreshToken?: string) {
  const keep = exceptRefreshToken ? await familyOf(deps.db, exceptRefreshToken) : undefined;
  await revokeUserTokens(deps.db, userId, keep);
  if (keep) await endOtherSessionTokens(deps, userId, keep);
  else await endAllTokens(deps, userId);
  await endBrowserSessions(deps, userId);
}
