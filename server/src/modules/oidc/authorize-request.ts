import { OIDC_SCOPES } from '@backstage/domain';
import type { OidcClient } from './clients';
import { invalidRequest, OidcError } from './oidc-error';
import type { Params } from './params';

/** A checked authorization request (RFC 6749 §4.1.1, OpenID Connect Core §3.1.2.1). */
export interface AuthorizeRequest {
  scope: string;
  nonce?: string;
  codeChallenge?: string;
  /** `prompt=none`: answer at once, `login_required` when the visitor would have to sign in. */
  promptNone: boolean;
  /** `prompt=login`: sign in again even with a live browser session. */
  promptLogin: boolean;
  /** `prompt=consent`: ask even when the account allowed these scopes before (ADR 088). */
  promptConsent: boolean;
  /** Seconds a sign-in may be old; an older one signs in again. */
  maxAge?: number;
}

/** The parameters kept while the visitor signs in; anything else is left behind. */
export const REQUEST_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'max_age',
] as const;

const MAX_TEXT = 512;

/** Checks what follows the client and redirect URI; a problem is an `OidcError` for the redirect URI. */
export function checkAuthorizeRequest(client: OidcClient, params: Params): AuthorizeRequest {
  if (params.request) throw new OidcError('request_not_supported', 'Request objects are not supported.');
  if (params.request_uri) throw new OidcError('request_uri_not_supported', 'request_uri is not supported.');
  if (!params.response_type) throw invalidRequest('The parameter response_type is required.');
  if (params.response_type !== 'code')
    throw new OidcError('unsupported_response_type', 'Only response_type=code is supported.');
  if (params.response_mode && params.response_mode !== 'query')
    throw invalidRequest('Only response_mode=query is supported.');
  for (const name of ['state', 'nonce', 'scope'] as const)
    if ((params[name]?.length ?? 0) > MAX_TEXT) throw invalidRequest(`The parameter ${name} is too long.`);
  const asked = (params.scope ?? '').split(' ');
  if (!asked.includes('openid')) throw new OidcError('invalid_scope', 'The scope must include openid.');
  // Scope values the provider does not know are ignored (OpenID Connect Core §3.1.2.1).
  const scope = OIDC_SCOPES.filter((value) => asked.includes(value)).join(' ');

  const method = params.code_challenge_method;
  const challenge = params.code_challenge;
  if (method !== undefined && method !== 'S256') throw invalidRequest('PKCE must use S256.');
  if (method !== undefined && challenge === undefined) throw invalidRequest('code_challenge is missing.');
  if (challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(challenge))
    throw invalidRequest('code_challenge must be a base64url SHA-256 (43 characters).');
  if (challenge !== undefined && method === undefined)
    throw invalidRequest('code_challenge_method=S256 is required.');
  if (!client.secret && challenge === undefined)
    throw invalidRequest('A public client must use PKCE (S256).');

  const prompts = params.prompt ? params.prompt.split(' ') : [];
  if (prompts.some((value) => !['none', 'login', 'consent'].includes(value)))
    throw invalidRequest('prompt may be none, login or consent.');
  if (prompts.includes('none') && prompts.length > 1) throw invalidRequest('prompt=none stands alone.');
  if (params.max_age !== undefined && !/^[0-9]{1,9}$/.test(params.max_age))
    throw invalidRequest('max_age must be a number of seconds.');
  return {
    scope,
    nonce: params.nonce,
    codeChallenge: challenge,
    promptNone: prompts.includes('none'),
    promptLogin: prompts.includes('login'),
    promptConsent: prompts.includes('consent'),
    maxAge: params.max_age === undefined ? undefined : Number(params.max_age),
  };
}
