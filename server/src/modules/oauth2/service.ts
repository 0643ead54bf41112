import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';
import type { AccountContext } from '../accounts/context';
import { issueSession } from '../accounts/session-service';
import { findUserById } from '../accounts/user-repo';
import { insertCode, sessionUser, spendCode } from './repo';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** The redirect URIs registered per client: the portal's own /oauth2/redirect for each client id. */
export function registeredRedirectUris(ctx: AccountContext, clientId: string): string[] {
  return ctx.config.CLIENT_IDS.includes(clientId)
    ? [`${ctx.config.PUBLIC_URL}/backstage/oauth2/redirect`]
    : [];
}

/** Checks an authorization request: known client, exactly registered redirect URI, state, PKCE S256 only. */
export function checkAuthorizeRequest(ctx: AccountContext, request: AuthorizeRequest): void {
  if (!ctx.config.CLIENT_IDS.includes(request.clientId)) throw new AppError('INVALID_CLIENT_ID');
  if (!registeredRedirectUris(ctx, request.clientId).includes(request.redirectUri))
    throw new AppError('INVALID_REDIRECT_URI');
  if (request.codeChallengeMethod !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge)) {
    throw new AppError('INVALID_PARAMETERS');
  }
}

/** Issues a code for a signed-in browser session; undefined when the browser has no live session. */
export async function authorize(
  ctx: AccountContext,
  request: AuthorizeRequest,
  sessionId: string | undefined,
) {
  checkAuthorizeRequest(ctx, request);
  const userId = sessionId ? await sessionUser(ctx.db, sessionId) : undefined;
  if (!userId) return undefined;
  const code = newToken();
  await insertCode(ctx.db, digest(code), {
    userId,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
  });
  const target = new URL(request.redirectUri);
  target.searchParams.set('code', code);
  target.searchParams.set('state', request.state);
  return target.toString();
}

/** Spec §7 oauth2/token {code, codeVerifier}: a single-use code and its PKCE verifier give a session. */
export async function exchangeCode(ctx: AccountContext, code: string, codeVerifier: string | undefined) {
  if (!codeVerifier) throw new AppError('MISSING_CODE_VERIFIER');
  const grant = await spendCode(ctx.db, digest(code));
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  if (!grant || grant.codeChallenge !== challenge) throw new AppError('INVALID_CREDENTIALS');
  const user = await findUserById(ctx.db, grant.userId);
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  return issueSession(ctx, user, grant.clientId);
}
