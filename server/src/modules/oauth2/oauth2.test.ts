import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let redirectUri: string;
beforeAll(async () => {
  t = await createTestApp();
  redirectUri = `${t.config.PUBLIC_URL}/backstage/oauth2/redirect`;
});
afterAll(() => t.close());

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};
const authorizeUrl = (challenge: string, extra: Record<string, string> = {}) =>
  `/api/v1/oauth2/authorize?${new URLSearchParams({
    client_id: 'dw',
    redirect_uri: redirectUri,
    state: 'state-12345',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_type: 'code',
    ...extra,
  })}`;

async function browserCookie(email: string) {
  await activeUser(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    payload: { email, password: PASSWORD },
  });
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/i);
  return cookie;
}

describe('OAuth2 single sign-on (authorization code + PKCE)', () => {
  it('sends a browser without a session to sign in, then back to the same request', async () => {
    const res = await t.app.inject(authorizeUrl(pkce().challenge));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/backstage\/login\?continue=%2Fapi%2Fv1%2Foauth2%2Fauthorize/);
  });

  it('issues a single-use code for the signed-in browser and exchanges it with the verifier', async () => {
    const cookie = await browserCookie('sso@example.com');
    const { verifier, challenge } = pkce();
    const res = await t.app.inject({ url: authorizeUrl(challenge), headers: { cookie } });
    const location = new URL(String(res.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('state-12345');
    const code = location.searchParams.get('code')!;
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: { code, codeVerifier: verifier },
    });
    expect(token.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/me', headers: bearer(token.json().idToken) });
    expect(me.json().email).toBe('sso@example.com');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: { code, codeVerifier: verifier },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses PKCE misuse: wrong or missing verifier, plain method, expired code', async () => {
    const cookie = await browserCookie('pkce@example.com');
    const { verifier, challenge } = pkce();
    const codeOf = async () =>
      new URL(
        String((await t.app.inject({ url: authorizeUrl(challenge), headers: { cookie } })).headers.location),
      ).searchParams.get('code')!;
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: { code: await codeOf() },
    });
    expect(missing.json()).toEqual({
      code: 'MISSING_CODE_VERIFIER',
      message: 'Missing code verifier.',
      traceId: expect.any(String),
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      payload: { code: await codeOf(), codeVerifier: pkce().verifier },
    });
    expect(wrong.statusCode).toBe(401);
    const plain = await t.app.inject({
      url: authorizeUrl(verifier.slice(0, 43), { code_challenge_method: 'plain' }),
      headers: { cookie },
    });
    expect(plain.json().message).toBe('Invalid parameters.');
    const late = await codeOf();
    await t.db.query("update oauth2_codes set expires_at = now() - interval '1 second'");
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/oauth2/token',
          payload: { code: late, codeVerifier: verifier },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses unknown clients and redirect URIs that are not registered exactly', async () => {
    const { challenge } = pkce();
    expect((await t.app.inject(authorizeUrl(challenge, { client_id: 'yamaha' }))).json().message).toBe(
      'Failed: Invalid client ID',
    );
    for (const uri of [
      `${redirectUri}/x`,
      'https://evil.example/backstage/oauth2/redirect',
      `${redirectUri}?a=1`,
    ]) {
      const res = await t.app.inject(authorizeUrl(challenge, { redirect_uri: uri }));
      expect(res.json()).toEqual({
        code: 'INVALID_REDIRECT_URI',
        message: 'Invalid redirect URI.',
        traceId: expect.any(String),
      });
    }
  });

  it('ends the browser session on sign-out and ignores a forged cookie', async () => {
    const cookie = await browserCookie('bye@example.com');
    const { challenge } = pkce();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/signout',
      headers: { cookie, origin: t.config.PUBLIC_URL },
    });
    const after = await t.app.inject({ url: authorizeUrl(challenge), headers: { cookie } });
    expect(after.headers.location).toMatch(/\/backstage\/login/);
    const forged = `${cookie.split('=')[0]}=00000000-0000-4000-8000-000000000000`;
    expect(
      (await t.app.inject({ url: authorizeUrl(challenge), headers: { cookie: forged } })).headers.location,
    ).toMatch(/login/);
  });
});
