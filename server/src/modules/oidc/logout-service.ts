import { LOGIN_PATH, portalUrl } from '@backstage/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newToken } from '../../lib/codes';
import { browserSessionId, browserSignIn, closeBrowserSession } from '../accounts';
import { revokeFamily } from '../tokens';
import { idTokenHint } from './bearer-token';
import { findClient } from './clients';
import { OidcError } from './oidc-error';
import { type RawParams, singleParams } from './params';
import { findOidcSession } from './session-repo';

/** How long the logout screen's confirmation may take. */
const LOGOUT_SECONDS = 600;
const logoutKey = (id: string) => `oidc:logout:${id}`;

/** An RP-initiated logout waiting for the visitor's yes: where to go after, and the relying party's session. */
interface PendingLogout {
  target?: string;
  sid?: string;
}

/**
 * The end-session endpoint (OpenID Connect RP-Initiated Logout 1.0 §2): checks `id_token_hint`, `client_id`
 * and `post_logout_redirect_uri` (registered for that client, else a 400 here: never a redirect to an address
 * the client did not register), then leads a signed-in browser to the portal's logout screen, which asks
 * before anything ends (ADR 024); a browser that is not signed in goes straight on.
 */
export async function startLogout(deps: Deps, query: RawParams, sessionId: string | undefined) {
  const params = (() => {
    try {
      return singleParams(query);
    } catch {
      throw new AppError('INVALID_PARAMETERS');
    }
  })();
  const hint = params.id_token_hint
    ? await idTokenHint(deps, params.id_token_hint).catch((error: unknown) => {
        throw error instanceof OidcError ? new AppError('INVALID_PARAMETERS') : error;
      })
    : undefined;
  if (hint && params.client_id && params.client_id !== hint.aud) throw new AppError('INVALID_CLIENT_ID');
  const clientId = hint?.aud ?? params.client_id;
  const client = clientId ? findClient(deps.config, clientId) : undefined;
  if (clientId && !client) throw new AppError('INVALID_CLIENT_ID');
  let target: string | undefined;
  if (params.post_logout_redirect_uri) {
    if (!client?.postLogoutRedirectUris.includes(params.post_logout_redirect_uri))
      throw new AppError('INVALID_REDIRECT_URI');
    const url = new URL(params.post_logout_redirect_uri);
    if (params.state) url.searchParams.set('state', params.state);
    target = url.toString();
  }
  const { PUBLIC_URL, ROUTER_MODE } = deps.config;
  if (!sessionId || !(await browserSignIn(deps, sessionId)))
    return target ?? portalUrl(PUBLIC_URL, ROUTER_MODE, LOGIN_PATH);
  const id = newToken();
  const pending: PendingLogout = { target, sid: typeof hint?.sid === 'string' ? hint.sid : undefined };
  await deps.kv.set(logoutKey(id), JSON.stringify(pending), LOGOUT_SECONDS);
  return portalUrl(PUBLIC_URL, ROUTER_MODE, '/oauth2/logout', { logout: id });
}

/**
 * The logout screen's yes: the browser session ends, and the relying party's session the id token named when
 * it is this browser's account's; the answer says where the browser goes next.
 */
export async function confirmLogout(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  logoutId: string | undefined,
) {
  const stored = logoutId ? await deps.kv.get(logoutKey(logoutId)) : null;
  if (logoutId) await deps.kv.del(logoutKey(logoutId));
  const pending = stored ? (JSON.parse(stored) as PendingLogout) : {};
  const sessionId = browserSessionId(request);
  const signIn = sessionId ? await browserSignIn(deps, sessionId) : undefined;
  const session = pending.sid ? await findOidcSession(deps.db, pending.sid) : undefined;
  if (session && session.userId === signIn?.userId) await revokeFamily(deps.db, session.familyId);
  await closeBrowserSession(deps, request, reply);
  return { status: 'signedOut' as const, ...(pending.target && { redirectTo: pending.target }) };
}
