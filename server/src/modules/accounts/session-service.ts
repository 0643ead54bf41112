import { AppError } from '../../lib/app-error';
import { assertNotLocked, clearFailures, MAX_IP_FAILURES, recordFailure } from '../../lib/attempt-limit';
import { verifyPassword } from '../../lib/password';
import { signTokens } from '../tokens/jwt';
import { revokeFamily, revokeUserTokens } from '../tokens/refresh-repo';
import { familyOf, rotateRefreshToken, startRefreshFamily } from '../tokens/refresh-service';
import type { AccountContext } from './context';
import { findUserByEmail, findUserById, type UserRow } from './user-repo';

/** Id, access and refresh token of a new sign-in for a client. */
export async function issueSession(ctx: AccountContext, user: UserRow, clientId: string) {
  const tokens = await signTokens(ctx.signingKey, ctx.config.PUBLIC_URL, user, clientId);
  return { ...tokens, refreshToken: await startRefreshFamily(ctx.db, user.id, clientId) };
}

/**
 * Spec §7 signin. Unknown e-mails and wrong passwords get the same answer in the same time (a hash is
 * checked either way); failures count per account and per IP; "not activated" only after a right password.
 */
export async function signIn(
  ctx: AccountContext,
  input: { email: string; password: string },
  clientId: string,
  ip: string,
) {
  const email = input.email.toLowerCase();
  const keys = [`account:${email}`, `ip:${ip}`];
  await assertNotLocked(ctx.kv, [keys[0]!]);
  await assertNotLocked(ctx.kv, [keys[1]!], MAX_IP_FAILURES);
  const user = await findUserByEmail(ctx.db, email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    await recordFailure(ctx.kv, keys);
    throw new AppError('INCORRECT_CREDENTIALS');
  }
  if (user.status !== 'active') throw new AppError('NOT_ACTIVATED');
  await clearFailures(ctx.kv, keys[0]!);
  return { session: await issueSession(ctx, user, clientId), user };
}

/** Spec §7 tokens/refresh: rotates the refresh token and issues fresh id and access tokens. */
export async function refresh(ctx: AccountContext, token: string, clientId?: string) {
  const result = await rotateRefreshToken(ctx.db, token, clientId);
  if (result.reused) throw new AppError('TOKEN_EXPIRED');
  const user = await findUserById(ctx.db, result.userId);
  if (!user) throw new AppError('TOKEN_EXPIRED');
  const tokens = await signTokens(ctx.signingKey, ctx.config.PUBLIC_URL, user, result.clientId);
  return { ...tokens, refreshToken: result.refreshToken };
}

/** Signs out one session (the refresh token's family). */
export async function signOutSession(ctx: AccountContext, token: string): Promise<void> {
  const family = await familyOf(ctx.db, token);
  if (family) await revokeFamily(ctx.db, family);
}

/** Signs the user out everywhere (globalSignOut, signout/clients, password change elsewhere). */
export async function signOutEverywhere(ctx: AccountContext, userId: string, exceptRefreshToken?: string) {
  const keep = exceptRefreshToken ? await familyOf(ctx.db, exceptRefreshToken) : undefined;
  await revokeUserTokens(ctx.db, userId, keep);
}
