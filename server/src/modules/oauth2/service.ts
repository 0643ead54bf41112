import { createHash } from 'node:crypto';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { digest, newToken } from '../../lib/codes';
import { browserSessionUser, findUser, issueSession } from '../accounts';
import { insertCode, spendCode } from './repo';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  codeChallengeMethod: string;
}

/** The redirect URIs registered per client: the portal's own /oauth2/redirect for each client id. */
export function registeredRedirectUris(deps: Deps, clientId: string): string[] {
  return deps.config.CLIENT_IDS.includes(clientId)
    ? [`${deps.config.PUBLIC_URL}/backstage/oauth2/redirect`]
    : [];
}

/** Checks an authorization request: known client, exactly registered redirect URI, state, PKCE S256 only. */
export function checkAuthorizeRequest(deps: Deps, request: AuthorizeRequest): void {
  if (!deps.config.CLIENT_IDS.includes(request.clientId)) throw new AppError('INVALID_CLIENT_ID');
  if (!registeredRedirectUris(deps, request.clientId).includes(request.redirectUri))
    throw new AppError('INVALID_REDIRECT_URI');
  if (request.codeChallengeMethod !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(request.codeChallenge)) {
    throw new AppError('INVALID_PARAMETERS');
  }
}

/** Issues a code for a signed-in browser session; undefined when the browser has no live session. */
export async function authorize(deps: Deps, request: AuthorizeRequest, sessionId: string | undefined) {
  checkAuthorizeRequest(deps, request);
  const userId = sessionId ? await browserSessionUser(deps, sessionId) : undefined;
  if (!userId) return undefined;
  const code = newToken();
  await insertCode(deps.db, digest(code), {
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

/** docs/product.md#oauth2 oauth2/token {code, codeVerifier}: a single-use code and its PKCE verifier give a session. */
export async function exchangeCode(deps: Deps, code: string, codeVerifier: string | undefined) {
  if (!codeVerifier) throw new AppError('MISSING_CODE_VERIFIER');
  const grant = await spendCode(deps.db, digest(code));
  const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
  if (!grant || grant.codeChallenge !== challenge) throw new AppError('INVALID_CREDENTIALS');
  const user = await findUser(deps, grant.userId);
  if (!user) throw new AppError('INVALID_CREDENTIALS');
  return issueSession(deps, user, grant.clientId);
}
