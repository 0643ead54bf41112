import { LOGIN_PATH, OIDC_PATHS, portalUrl } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { newToken } from '../../lib/codes';
import { oidcCodesIssued } from '../../lib/metrics';
import { type BrowserSignIn, browserSignIn } from '../accounts';
import { checkAuthorizeRequest, REQUEST_PARAMS } from './authorize-request';
import { findClient } from './clients';
import { issueCode, redirectAnswer } from './code-grant';
import { needsConsent, parkConsent } from './consent-service';
import { OidcError } from './oidc-error';
import { type Params, type RawParams, singleParams } from './params';

/** How long a request waits for the visitor to sign in. */
const RESUME_SECONDS = 600;
/** Clocks of the database and of the processes of a cluster drift a little (as in tokens' ADR 060). */
const CLOCK_SKEW_MS = 5000;
const resumeKey = (id: string) => `oidc:resume:${id}`;
/** Authorization requests one address may park per RESUME_SECONDS (a person signs in a few times at most). */
export const PARKED_PER_ADDRESS = 30;

/** A request parked while the visitor signs in: its parameters, and what counts as a sign-in after it. */
interface Parked {
  params: Params;
  /** The browser session the request found (if any): signing in again replaces it. */
  sessionId: string | null;
  notBefore: number;
}

/** The parameters of the request, or of the parked request `resume` names. */
async function requestOf(deps: Deps, query: RawParams) {
  if (typeof query.resume !== 'string') return { params: pageParams(query) };
  const stored = await deps.kv.get(resumeKey(query.resume));
  if (!stored) throw new AppError('INVALID_PARAMETERS');
  const parked = JSON.parse(stored) as Parked;
  return { params: parked.params, parked, id: query.resume };
}

/** Before the redirect URI is known good, problems are shown here, never sent anywhere (RFC 6749 §4.1.2.1). */
function pageParams(query: RawParams): Params {
  if (Array.isArray(query.client_id)) throw new AppError('INVALID_CLIENT_ID');
  if (Array.isArray(query.redirect_uri)) throw new AppError('INVALID_REDIRECT_URI');
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value : value || undefined]),
  ) as Params;
}

/** Whether the browser's sign-in may answer the request without signing in again. */
function answers(
  signIn: BrowserSignIn | undefined,
  sessionId: string | undefined,
  request: { promptLogin: boolean; maxAge?: number },
  parked: Parked | undefined,
): signIn is BrowserSignIn {
  if (!signIn) return false;
  // Back from the sign-in screens: a sign-in since the request was parked is what prompt and max_age asked for.
  if (parked)
    return sessionId !== parked.sessionId && signIn.created.getTime() >= parked.notBefore - CLOCK_SKEW_MS;
  if (request.promptLogin) return false;
  return request.maxAge === undefined || Date.now() - signIn.created.getTime() <= request.maxAge * 1000;
}

/**
 * The authorization endpoint (RFC 6749 §4.1, OpenID Connect Core §3.1.2): where the browser goes next. An
 * unknown client or a redirect URI not registered for it is a 400 shown here; any other problem goes back to
 * the redirect URI as `error=`. With a browser session that answers the request: a code for the redirect URI,
 * or first the consent screen for a third-party client the account has not allowed these scopes
 * (`consent_required` for `prompt=none`); without one the request is parked and the visitor sent to the
 * portal's sign-in screens, which come back with `resume` (or `login_required` for `prompt=none`).
 */
export async function authorize(
  deps: Deps,
  query: RawParams,
  sessionId: string | undefined,
  address: ClientAddress,
): Promise<string> {
  const { params: loose, parked, id: parkedId } = await requestOf(deps, query);
  const client = findClient(deps.config, loose.client_id);
  if (!client) throw new AppError('INVALID_CLIENT_ID');
  const redirectUri = loose.redirect_uri;
  if (!redirectUri || !client.redirectUris.includes(redirectUri)) throw new AppError('INVALID_REDIRECT_URI');
  const state = typeof loose.state === 'string' ? loose.state : undefined;
  // RFC 9207: `iss` tells the client which provider answered.
  const back = (answer: Record<string, string>) => redirectAnswer(deps, redirectUri, state, answer);
  try {
    const params = singleParams(loose as RawParams);
    const request = checkAuthorizeRequest(client, params);
    const signIn = sessionId ? await browserSignIn(deps, sessionId) : undefined;
    if (!answers(signIn, sessionId, request, parked)) {
      if (request.promptNone) throw new OidcError('login_required', 'The visitor is not signed in.');
      const id = parkedId ?? newToken();
      if (!parked) {
        // Parking costs storage a signed-out visitor chooses: a budget per address (docs/decisions/084-*).
        if ((await deps.kv.incr(`oidc-park:${address}`, RESUME_SECONDS)) > PARKED_PER_ADDRESS)
          throw new OidcError('temporarily_unavailable', 'Too many sign-in requests; try again later.');
        const kept = Object.fromEntries(REQUEST_PARAMS.map((name) => [name, params[name]]));
        const entry: Parked = { params: kept, sessionId: sessionId ?? null, notBefore: Date.now() };
        await deps.kv.set(resumeKey(id), JSON.stringify(entry), RESUME_SECONDS);
      }
      const { PUBLIC_URL, ROUTER_MODE } = deps.config;
      return portalUrl(PUBLIC_URL, ROUTER_MODE, LOGIN_PATH, {
        continue: `${OIDC_PATHS.authorize}?resume=${id}`,
      });
    }
    if (parkedId) await deps.kv.del(resumeKey(parkedId));
    // A third-party client asks the account first (docs/decisions/088-*); prompt=none cannot ask.
    if (await needsConsent(deps, client, signIn.userId, request)) {
      if (request.promptNone)
        throw new OidcError('consent_required', 'The account has not allowed this client these scopes.');
      return parkConsent(deps, params, sessionId!, signIn.userId);
    }
    const code = await issueCode(deps, client, redirectUri, request, signIn, sessionId!);
    oidcCodesIssued.inc();
    return back({ code });
  } catch (error) {
    if (error instanceof OidcError) return back({ error: error.error, error_description: error.description });
    throw error;
  }
}
