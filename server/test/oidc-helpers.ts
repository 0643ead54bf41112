import { createHash, randomBytes } from 'node:crypto';
import { OIDC_PATHS } from '@backstage/domain';
import { decodeJwt } from 'jose';
import { activeUser, PASSWORD } from './accounts-helpers';
import { createTestApp, type TestApp } from './test-app';

/**
 * A public relying party (PKCE, no secret, RS256 id tokens by default) and a confidential one
 * (client_secret_basic or _post) that asks for ES256, both the maker's own (no consent, ADR 088); and a
 * third-party public client (consent, refresh tokens only with offline_access).
 */
export const FORUM = {
  client_id: 'forum',
  redirect_uris: ['https://forum.example.com/cb'],
  post_logout_redirect_uris: ['https://forum.example.com/bye'],
  name: 'Roland Forum',
  first_party: true,
};
export const NOTES = {
  client_id: 'notes',
  redirect_uris: ['https://notes.example.net/cb', 'http://localhost:8080/cb', 'com.notes.app:/cb'],
  name: 'Gear Notes',
};
export const SHOP_SECRET = 'shop-secret-0123456789-abcdefghij';
export const SHOP = {
  client_id: 'shop',
  client_secret: SHOP_SECRET,
  redirect_uris: ['https://shop.example.com/cb'],
  id_token_signed_response_alg: 'ES256',
  first_party: true,
};

export const createOidcApp = () => createTestApp({ OIDC_CLIENTS: JSON.stringify([FORUM, SHOP, NOTES]) });

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

/** An authorization request of the forum with PKCE, changed by `extra` (undefined drops a parameter). */
export function authorizeUrl(challenge: string, extra: Record<string, string | undefined> = {}) {
  const params = {
    client_id: FORUM.client_id,
    redirect_uri: FORUM.redirect_uris[0],
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  const defined = Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return `${OIDC_PATHS.authorize}?${new URLSearchParams(defined)}`;
}

/** Signs a browser in with the password: its session cookie (new account unless `existing`). */
export async function browserCookie(t: TestApp, email: string, existing = false) {
  if (!existing) await activeUser(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email, password: PASSWORD },
  });
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** Where the authorization endpoint sends the browser, as a URL. */
export async function authorizeAnswer(t: TestApp, url: string, cookie?: string) {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  if (res.statusCode !== 302) throw new Error(`authorize answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
}

/** A form POST to an endpoint of the provider. */
export function postForm(
  t: TestApp,
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

export const basic = (id: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`,
});

/** Signs in a browser (of a new account unless `existing`), gets the forum a code and exchanges it. */
export async function forumTokens(t: TestApp, email: string, existing = false) {
  const cookie = await browserCookie(t, email, existing);
  const { verifier, challenge } = pkce();
  const code = (await authorizeAnswer(t, authorizeUrl(challenge), cookie)).searchParams.get('code')!;
  const res = await postForm(t, OIDC_PATHS.token, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: FORUM.redirect_uris[0]!,
    code_verifier: verifier,
    client_id: FORUM.client_id,
  });
  if (res.statusCode !== 200) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  const tokens = res.json() as {
    id_token: string;
    access_token: string;
    refresh_token: string;
    scope: string;
  };
  return { ...tokens, cookie, claims: decodeJwt(tokens.id_token) };
}

/** An authorization request of the third-party client NOTES with PKCE, changed by `extra`. */
export const notesUrl = (challenge: string, extra: Record<string, string | undefined> = {}) =>
  authorizeUrl(challenge, {
    client_id: NOTES.client_id,
    redirect_uri: NOTES.redirect_uris[0],
    scope: 'openid email',
    ...extra,
  });

/** The consent screen's id in an answer of the authorization endpoint that leads there, else undefined. */
export const consentIdOf = (location: URL) =>
  location.pathname === '/backstage/oauth2/consent'
    ? (location.searchParams.get('consent') ?? undefined)
    : undefined;

/** The consent screen's Allow or Deny, as the portal's page sends it; the answer's redirectTo as a URL. */
export async function answerConsent(t: TestApp, consent: string, cookie: string, allow: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: OIDC_PATHS.consent,
    headers: { cookie, origin: t.config.PUBLIC_URL },
    payload: { consent, allow },
  });
  if (res.statusCode !== 200) throw new Error(`consent answered ${res.statusCode}: ${res.body}`);
  return new URL(res.json().redirectTo as string);
}

/** Exchanges a code of NOTES (public, PKCE) at the token endpoint: the raw answer. */
export const notesToken = (t: TestApp, code: string, verifier: string) =>
  postForm(t, OIDC_PATHS.token, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: NOTES.redirect_uris[0]!,
    code_verifier: verifier,
    client_id: NOTES.client_id,
  });

/**
 * An account signed in on a browser that allowed NOTES `scope` on the consent screen: its cookie, id token
 * (for the security centre's calls), and the token endpoint's answer to the code it got.
 */
export async function notesAllowed(t: TestApp, email: string, scope = 'openid email') {
  const account = await activeUser(t, email);
  const cookie = await browserCookie(t, email, true);
  const { verifier, challenge } = pkce();
  const asked = await authorizeAnswer(t, notesUrl(challenge, { scope }), cookie);
  const back = await answerConsent(t, consentIdOf(asked)!, cookie, true);
  const res = await notesToken(t, back.searchParams.get('code')!, verifier);
  if (res.statusCode !== 200) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  const tokens = res.json() as {
    access_token: string;
    id_token: string;
    refresh_token?: string;
    scope: string;
  };
  return { ...account, cookie, tokens };
}
