import { OIDC_PATHS } from '@backstage/domain';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../../test/accounts-helpers';
import {
  authorizeAnswer,
  authorizeUrl,
  basic,
  browserCookie,
  createOidcApp,
  FORUM,
  forumTokens,
  pkce,
  postForm,
  SHOP,
  SHOP_SECRET,
} from '../../../test/oidc-helpers';
import type { TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createOidcApp();
});
afterAll(() => t.close());

const forumRedirect = FORUM.redirect_uris[0]!;
const shopRedirect = SHOP.redirect_uris[0]!;

/** A code of the forum for a signed-in browser, with its verifier. */
async function forumCode(cookie: string, extra: Record<string, string | undefined> = {}) {
  const { verifier, challenge } = pkce();
  const code = (await authorizeAnswer(t, authorizeUrl(challenge, extra), cookie)).searchParams.get('code')!;
  return { code, verifier };
}
const exchange = (code: string, verifier: string | undefined, extra: Record<string, string> = {}) =>
  postForm(t, OIDC_PATHS.token, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: forumRedirect,
    ...(verifier && { code_verifier: verifier }),
    client_id: FORUM.client_id,
    ...extra,
  });
const expectError = (res: Awaited<ReturnType<typeof exchange>>, status: number, error: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error, error_description: expect.any(String) });
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers.pragma).toBe('no-cache');
};

describe('OpenID Connect token endpoint: authorization_code', () => {
  it('answers tokens whose id token names the sign-in (claims by scope) and verifies with the JWKS', async () => {
    const tokens = await forumTokens(t, 'oidc-token@example.com');
    expect(tokens).toMatchObject({ scope: 'openid email profile', refresh_token: expect.any(String) });
    const jwks = (await t.app.inject('/.well-known/jwks.json')).json();
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: t.config.PUBLIC_URL,
      audience: FORUM.client_id,
    });
    expect(payload).toMatchObject({
      sub: expect.any(String),
      nonce: 'nonce-1',
      email: 'oidc-token@example.com',
      email_verified: true,
      amr: ['pwd'],
      azp: FORUM.client_id,
      auth_time: expect.any(Number),
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('signs a client’s tokens by its id_token_signed_response_alg (RS256 unless set), access tokens at+jwt', async () => {
    const tokens = await forumTokens(t, 'oidc-alg@example.com');
    expect(decodeProtectedHeader(tokens.id_token)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const jwks = createLocalJWKSet((await t.app.inject('/.well-known/jwks.json')).json());
    await jwtVerify(tokens.id_token, jwks, { algorithms: ['RS256'], audience: FORUM.client_id });
    // The portal's own tokens keep ES256, and their access token is typed too (RFC 9068).
    const portal = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: 'oidc-alg@example.com', password: PASSWORD },
      })
    ).json();
    expect(decodeProtectedHeader(portal.idToken)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    expect(decodeProtectedHeader(portal.accessToken)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
  });

  it('answers errors with a fixed ASCII error_description that never echoes the request', async () => {
    const probe = 'ünïcode<script>probe';
    const repeated = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${encodeURIComponent(probe)}=1&${encodeURIComponent(probe)}=2&grant_type=authorization_code`,
    });
    const malformed = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { 'content-type': `application/x-${probe.slice(7, 13)}` },
      payload: probe,
    });
    for (const res of [repeated, malformed]) {
      expect(res.statusCode).toBe(400);
      const { error_description } = res.json();
      expect(error_description).toMatch(/^[\x20-\x21\x23-\x5b\x5d-\x7e]+$/);
      expect(error_description).not.toContain('probe');
      expect(error_description).not.toContain('script');
    }
  });

  it('answers tokens with Cache-Control: no-store and Pragma: no-cache', async () => {
    const cookie = await browserCookie(t, 'oidc-pragma@example.com');
    const { code, verifier } = await forumCode(cookie);
    const res = await exchange(code, verifier);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.pragma).toBe('no-cache');
  });

  it('leaves email and name out of the id token when the scope does not ask for them', async () => {
    const cookie = await browserCookie(t, 'oidc-scope@example.com');
    const { code, verifier } = await forumCode(cookie, { scope: 'openid unknown' });
    const res = await exchange(code, verifier);
    expect(res.json().scope).toBe('openid');
    const claims = decodeJwt(res.json().id_token);
    expect(claims.email).toBeUndefined();
    expect(claims.name).toBeUndefined();
  });

  it('spends a code once; a second exchange is invalid_grant and ends the session the first started', async () => {
    const cookie = await browserCookie(t, 'oidc-twice@example.com');
    const { code, verifier } = await forumCode(cookie);
    const first = await exchange(code, verifier);
    expect(first.statusCode).toBe(200);
    expectError(await exchange(code, verifier), 400, 'invalid_grant');
    const refresh = await postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: first.json().refresh_token,
      client_id: FORUM.client_id,
    });
    expectError(refresh, 400, 'invalid_grant');
  });

  it('binds the code to its verifier, redirect URI and client; a mismatch leaves the code usable', async () => {
    const cookie = await browserCookie(t, 'oidc-bound@example.com');
    const { code, verifier } = await forumCode(cookie);
    expectError(await exchange(code, pkce().verifier), 400, 'invalid_grant');
    expectError(await exchange(code, undefined), 400, 'invalid_grant');
    expectError(await exchange(code, 'too-short'), 400, 'invalid_grant');
    expectError(
      await exchange(code, verifier, { redirect_uri: `${forumRedirect}/other` }),
      400,
      'invalid_grant',
    );
    const asShop = await postForm(
      t,
      OIDC_PATHS.token,
      { grant_type: 'authorization_code', code, redirect_uri: forumRedirect, code_verifier: verifier },
      basic(SHOP.client_id, SHOP_SECRET),
    );
    expectError(asShop, 400, 'invalid_grant');
    expect((await exchange(code, verifier)).statusCode).toBe(200);
  });

  it('refuses a code past its ten minutes and one whose browser session has ended', async () => {
    const cookie = await browserCookie(t, 'oidc-expired@example.com');
    const old = await forumCode(cookie);
    await t.db.query(`update oidc_codes set expires_at = now() - interval '1 second'`);
    expectError(await exchange(old.code, old.verifier), 400, 'invalid_grant');
    const ended = await forumCode(cookie);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/signout',
      headers: { cookie, origin: t.config.PUBLIC_URL },
    });
    expectError(await exchange(ended.code, ended.verifier), 400, 'invalid_grant');
  });

  it('missing code or redirect_uri, or grant_type, and an unknown grant type', async () => {
    expectError(
      await postForm(t, OIDC_PATHS.token, { grant_type: 'authorization_code', client_id: 'forum' }),
      400,
      'invalid_request',
    );
    expectError(await postForm(t, OIDC_PATHS.token, { client_id: 'forum' }), 400, 'invalid_request');
    expectError(
      await postForm(t, OIDC_PATHS.token, { grant_type: 'password', client_id: 'forum' }),
      400,
      'unsupported_grant_type',
    );
  });

  it('takes only a form: JSON, or a repeated parameter, is invalid_request', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      payload: { grant_type: 'authorization_code', client_id: 'forum' },
    });
    expectError(json, 400, 'invalid_request');
    const twice = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=refresh_token&refresh_token=a&refresh_token=b&client_id=forum',
    });
    expectError(twice, 400, 'invalid_request');
  });
});

describe('OpenID Connect token endpoint: client authentication', () => {
  const shopCode = async (cookie: string) => {
    const url = authorizeUrl(pkce().challenge, {
      client_id: SHOP.client_id,
      redirect_uri: shopRedirect,
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    return (await authorizeAnswer(t, url, cookie)).searchParams.get('code')!;
  };
  const grant = (code: string) => ({ grant_type: 'authorization_code', code, redirect_uri: shopRedirect });

  it('a confidential client with client_secret_basic or client_secret_post', async () => {
    const cookie = await browserCookie(t, 'oidc-shop@example.com');
    const viaBasic = await postForm(
      t,
      OIDC_PATHS.token,
      grant(await shopCode(cookie)),
      basic(SHOP.client_id, SHOP_SECRET),
    );
    expect(viaBasic.statusCode).toBe(200);
    expect(decodeJwt(viaBasic.json().id_token).aud).toBe(SHOP.client_id);
    // Its id_token_signed_response_alg is ES256, beside the forum's RS256.
    expect(decodeProtectedHeader(viaBasic.json().id_token).alg).toBe('ES256');
    const viaPost = await postForm(t, OIDC_PATHS.token, {
      ...grant(await shopCode(cookie)),
      client_id: SHOP.client_id,
      client_secret: SHOP_SECRET,
    });
    expect(viaPost.statusCode).toBe(200);
  });

  it.each([
    ['a wrong secret', basic('shop', 'wrong-secret'), {}],
    ['no secret for a confidential client', {}, { client_id: 'shop' }],
    ['a secret for a public client', {}, { client_id: 'forum', client_secret: 'anything' }],
    ['an unknown client', {}, { client_id: 'nobody' }],
    ['no client at all', {}, {}],
    ['a malformed Basic header', { authorization: 'Basic !!!' }, {}],
    [
      'a Basic header without a colon',
      { authorization: `Basic ${Buffer.from('shop').toString('base64')}` },
      {},
    ],
  ])('%s is invalid_client (401 with WWW-Authenticate)', async (_what, headers, body) => {
    const cookie = await browserCookie(t, `oidc-client-${Math.random().toString(36).slice(2)}@example.com`);
    const code = await shopCode(cookie);
    const res = await postForm(
      t,
      OIDC_PATHS.token,
      { ...grant(code), ...body },
      headers as Record<string, string>,
    );
    expectError(res, 401, 'invalid_client');
    expect(res.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('two methods at once, or a client_id that differs from the Basic one, is invalid_request', async () => {
    const both = await postForm(
      t,
      OIDC_PATHS.token,
      { grant_type: 'refresh_token', refresh_token: 'x', client_secret: SHOP_SECRET },
      basic('shop', SHOP_SECRET),
    );
    expectError(both, 400, 'invalid_request');
    const other = await postForm(
      t,
      OIDC_PATHS.token,
      { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'forum' },
      basic('shop', SHOP_SECRET),
    );
    expectError(other, 400, 'invalid_request');
  });
});

describe('OpenID Connect token endpoint: refresh_token', () => {
  const refresh = (token: string, extra: Record<string, string> = {}) =>
    postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: token,
      client_id: FORUM.client_id,
      ...extra,
    });

  it('rotates, keeps auth_time and leaves the nonce out; reuse ends the family', async () => {
    const tokens = await forumTokens(t, 'oidc-refresh@example.com');
    const next = await refresh(tokens.refresh_token);
    expect(next.statusCode).toBe(200);
    const claims = decodeJwt(next.json().id_token);
    expect(claims.auth_time).toBe(tokens.claims.auth_time);
    expect(claims.sid).toBe(tokens.claims.sid);
    expect(claims.nonce).toBeUndefined();
    expectError(await refresh(tokens.refresh_token), 400, 'invalid_grant');
    expectError(await refresh(next.json().refresh_token), 400, 'invalid_grant');
  });

  it('refuses another client’s token, an unknown one, and a wider scope', async () => {
    const tokens = await forumTokens(t, 'oidc-refresh-other@example.com');
    const asShop = await postForm(
      t,
      OIDC_PATHS.token,
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      basic('shop', SHOP_SECRET),
    );
    expectError(asShop, 400, 'invalid_grant');
    expectError(await refresh('not-a-token'), 400, 'invalid_grant');
    expectError(
      await refresh(tokens.refresh_token, { scope: 'openid offline_access' }),
      400,
      'invalid_scope',
    );
    expect((await refresh(tokens.refresh_token, { scope: 'openid' })).statusCode).toBe(200);
  });

  it('a relying party’s refresh token does not refresh at the portal’s own tokens/refresh', async () => {
    const tokens = await forumTokens(t, 'oidc-portal-refresh@example.com');
    const portal = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens/refresh',
      payload: { token: tokens.refresh_token },
    });
    expect(portal.statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});
