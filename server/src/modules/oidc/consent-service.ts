import { OIDC_CONSENT_PATH, type OidcConsent, type OidcScope, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { newToken } from '../../lib/codes';
import { browserSignIn, findUser } from '../accounts';
import { type AuthorizeRequest, checkAuthorizeRequest, REQUEST_PARAMS } from './authorize-request';
import { findClient, type OidcClient } from './clients';
import { issueCode, redirectAnswer } from './code-grant';
import { findGrant } from './grant-repo';
import type { Params } from './params';

/** How long the consent screen's question waits for its answer. */
const CONSENT_SECONDS = 600;
const consentKey = (id: string) => `oidc:consent:${id}`;
const answeredKey = (id: string) => `oidc:consent-answered:${id}`;

/** An authorization request waiting for the consent screen: asked of one browser session's account. */
interface ParkedConsent {
  params: Params;
  sessionId: string;
  userId: string;
}

/**
 * Whether the request must be asked on the consent screen (docs/decisions/088-*): never for a first-party
 * client; always for `prompt=consent`; otherwise unless the account allowed this client every scope asked.
 */
export async function needsConsent(
  deps: Deps,
  client: OidcClient,
  userId: string,
  request: AuthorizeRequest,
): Promise<boolean> {
  if (client.firstParty) return false;
  if (request.promptConsent) return true;
  const grant = await findGrant(deps.db, userId, client.id);
  return !grant?.consented || request.scope.split(' ').some((scope) => !grant.scopes.includes(scope));
}

/** Parks a checked request for the consent screen and answers the screen's address. */
export async function parkConsent(deps: Deps, params: Params, sessionId: string, userId: string) {
  const id = newToken();
  const kept = Object.fromEntries(REQUEST_PARAMS.map((name) => [name, params[name]]));
  const entry: ParkedConsent = { params: kept, sessionId, userId };
  await deps.kv.set(consentKey(id), JSON.stringify(entry), CONSENT_SECONDS);
  const { PUBLIC_URL, ROUTER_MODE } = deps.config;
  return portalUrl(PUBLIC_URL, ROUTER_MODE, OIDC_CONSENT_PATH, { consent: id });
}

/**
 * The parked question, for the browser session it was asked of only, while that sign-in is live: another
 * browser, a signed-out one or another account gets `CONSENT_EXPIRED`, as does an expired or unknown id.
 */
async function parkedConsent(deps: Deps, id: string, sessionId: string | undefined) {
  const stored = await deps.kv.get(consentKey(id));
  const parked = stored ? (JSON.parse(stored) as ParkedConsent) : undefined;
  if (!parked || !sessionId || parked.sessionId !== sessionId) throw new AppError('CONSENT_EXPIRED');
  const signIn = await browserSignIn(deps, sessionId);
  // The configuration may have changed since: the client must still be one, its redirect URI still registered.
  const client = findClient(deps.config, parked.params.client_id);
  const redirectUri = parked.params.redirect_uri;
  if (
    !signIn ||
    signIn.userId !== parked.userId ||
    !client ||
    !redirectUri ||
    !client.redirectUris.includes(redirectUri)
  )
    throw new AppError('CONSENT_EXPIRED');
  // Checked when parked; a client changed since (made confidential without PKCE, say) is no longer answered.
  const request = (() => {
    try {
      return checkAuthorizeRequest(client, parked.params);
    } catch {
      throw new AppError('CONSENT_EXPIRED');
    }
  })();
  return { parked, signIn, client, redirectUri, request };
}

/** The consent screen's question: the client's name, the scopes in the order the screen lists them, the account. */
export async function consentQuestion(
  deps: Deps,
  id: string,
  sessionId: string | undefined,
): Promise<OidcConsent> {
  const { client, signIn, request } = await parkedConsent(deps, id, sessionId);
  const user = await findUser(deps, signIn.userId);
  if (!user) throw new AppError('CONSENT_EXPIRED');
  return { clientName: client.name, scopes: request.scope.split(' ') as OidcScope[], email: user.email };
}

/**
 * The consent screen's answer, once per question: "Allow" remembers the scopes for the account and client and
 * sends a code; "Deny" sends `access_denied` (RFC 6749 §4.1.2.1) and remembers nothing.
 */
export async function answerConsent(
  deps: Deps,
  id: string,
  sessionId: string | undefined,
  allow: boolean,
): Promise<{ redirectTo: string }> {
  const { parked, signIn, client, redirectUri, request } = await parkedConsent(deps, id, sessionId);
  if (!(await deps.kv.setIfAbsent(answeredKey(id), '1', CONSENT_SECONDS)))
    throw new AppError('CONSENT_EXPIRED');
  await deps.kv.del(consentKey(id));
  const state = parked.params.state;
  if (!allow)
    return {
      redirectTo: redirectAnswer(deps, redirectUri, state, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
      }),
    };
  const code = await issueCode(deps, client, redirectUri, request, signIn, parked.sessionId, true);
  return { redirectTo: redirectAnswer(deps, redirectUri, state, { code }) };
}
