import type { Deps } from '../../deps';
import type { BearerToken } from '../../plugins/authenticate';
import { ID_TOKEN_SECONDS, recentFamilies } from '../tokens';
import { addEndedSessions, markTokensValidAfter } from './token-end-repo';
import type { UserRow } from './user-repo';

// A session's tokens are refused for one token lifetime after it ends, plus the clock drift between the
// process that signed them and the one that ended it.
const ENDED_SESSION_SECONDS = ID_TOKEN_SECONDS + 60;

/**
 * Whether the account still takes a verified token (docs/decisions/060-*): not when it was issued before the
 * account's last credential change, nor when its session has been ended since.
 */
export function acceptsToken(user: UserRow, token: BearerToken): boolean {
  if (user.tokensValidAfter !== null && token.issuedAt < user.tokensValidAfter) return false;
  return !(token.sid && Object.hasOwn(user.endedSessions, token.sid));
}

/** Ends every id and access token of the account issued until now (the refresh families end apart). */
export async function endAllTokens(deps: Pick<Deps, 'db'>, userId: string): Promise<void> {
  await markTokensValidAfter(deps.db, userId, new Date());
}

/** Ends the id and access tokens of these sessions of the account (their refresh families end apart). */
export async function endSessionTokens(
  deps: Pick<Deps, 'db'>,
  userId: string,
  sessionIds: string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  const until = Math.ceil(Date.now() / 1000) + ENDED_SESSION_SECONDS;
  await addEndedSessions(deps.db, userId, sessionIds, until);
}

/**
 * Ends the id and access tokens of every session of the account but one: those that issued tokens within a
 * token lifetime, the only ones whose tokens can still be alive. Call it after their refresh families were
 * revoked, so no session issues a token after the list is read.
 */
export async function endOtherSessionTokens(
  deps: Pick<Deps, 'db'>,
  userId: string,
  keepSessionId: string | undefined,
): Promise<void> {
  const sessions = await recentFamilies(deps.db, userId, ENDED_SESSION_SECONDS);
  await endSessionTokens(
    deps,
    userId,
    sessions.filter((id) => id !== keepSessionId),
  );
}
