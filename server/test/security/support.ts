import { createHash, randomBytes } from 'node:crypto';
import { activeUser, PASSWORD } from '../accounts-helpers';
import type { TestApp } from '../test-app';

/** A PKCE verifier and its S256 challenge. */
export function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** An oauth2/authorize request of the portal's own client. */
export function authorizeUrl(t: TestApp, challenge: string, extra: Record<string, string> = {}) {
  return `/api/v1/oauth2/authorize?${new URLSearchParams({
    client_id: 'dw',
    redirect_uri: `${t.config.PUBLIC_URL}/backstage/oauth2/redirect`,
    state: 'state-12345',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    ...extra,
  })}`;
}

/** Signs in (opening a browser session) and returns the session cookie and the tokens. */
export async function signInBrowser(t: TestApp, email: string, password = PASSWORD) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password } });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  return { cookie, tokens: res.json() as { idToken: string; accessToken: string; refreshToken: string } };
}

/** An activated account signed in on a browser: its tokens, id and session cookie. */
export async function browserUser(t: TestApp, email: string) {
  const session = await activeUser(t, email);
  const { cookie } = await signInBrowser(t, email);
  return { ...session, cookie };
}

/** True when the browser session behind the cookie still gets an authorization code. */
export async function sessionGetsCode(t: TestApp, cookie: string): Promise<boolean> {
  const res = await t.app.inject({ url: authorizeUrl(t, pkce().challenge), headers: { cookie } });
  return new URL(String(res.headers.location), 'http://x').searchParams.has('code');
}

/** A wrong code for a mailed one. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
