import { OIDC_PATHS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import {
  authorizeAnswer,
  authorizeUrl,
  basic,
  browserCookie,
  createOidcApp,
  FORUM,
  forumTokens,
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

const userinfo = (headers: Record<string, string>) => t.app.inject({ url: OIDC_PATHS.userinfo, headers });
const expectInvalidToken = (res: Awaited<ReturnType<typeof userinfo>>) => {
  expect(res.statusCode).toBe(401);
  expect(res.json().error).toBe('invalid_token');
  expect(res.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
};

describe('OpenID Connect discovery', () => {
  it('names the issuer (PUBLIC_URL exactly), the endpoints, the existing JWKS and what is supported', async () => {
    const res = await t.app.inject('/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const issuer = t.config.PUBLIC_URL;
    expect(res.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}${OIDC_PATHS.authorize}`,
      token_endpoint: `${issuer}${OIDC_PATHS.token}`,
      userinfo_endpoint: `${issuer}${OIDC_PATHS.userinfo}`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      end_session_endpoint: `${issuer}${OIDC_PATHS.endSession}`,
      revocation_endpoint: `${issuer}${OIDC_PATHS.revoke}`,
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: ['openid', 'email', 'profile', 'offline_access'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      prompt_values_supported: ['none', 'login', 'consent'],
      id_token_signing_alg_values_supported: ['RS256', 'ES256'],
      claims_supported: expect.arrayContaining([
        'sub',
        'email',
        'email_verified',
        'name',
        'amr',
        'auth_time',
      ]),
    });
    const jwks = (await t.app.inject('/.well-known/jwks.json')).json();
    expect(jwks.keys.map((key: { alg: string }) => key.alg).sort()).toEqual(['ES256', 'RS256']);
  });
});

describe('OpenID Connect UserInfo', () => {
  it('answers the claims of the scopes by GET and POST, with the bearer header or the form', async () => {
    const email = 'oidc-userinfo@example.com';
    await activeUser(t, email, { firstName: 'Ada', lastName: 'Lovelace' });
    const tokens = await forumTokens(t, email, true);
    const expected = {
      sub: tokens.claims.sub,
      email,
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      locale: expect.stringMatching(/^[a-z]{2}-[A-Z]{2}$/),
    };
    expect((await userinfo(bearer(tokens.access_token))).json()).toEqual(expected);
    const posted = await postForm(t, OIDC_PATHS.userinfo, {}, bearer(tokens.access_token));
    expect(posted.json()).toEqual(expected);
    expect((await postForm(t, OIDC_PATHS.userinfo, { access_token: tokens.access_token })).json()).toEqual(
      expected,
    );
  });

  it('refuses no token, a malformed header, both ways at once, the id token and a portal token', async () => {
    const tokens = await forumTokens(t, 'oidc-userinfo-bad@example.com');
    expectInvalidToken(await userinfo({}));
    expectInvalidToken(await userinfo({ authorization: 'Basic abc' }));
    expectInvalidToken(
      await postForm(
        t,
        OIDC_PATHS.userinfo,
        { access_token: tokens.access_token },
        bearer(tokens.access_token),
      ),
    );
    expectInvalidToken(await userinfo(bearer(tokens.id_token)));
    const portal = await activeUser(t, 'oidc-portal-token@example.com');
    expectInvalidToken(await userinfo(bearer(portal.accessToken)));
  });

  it('stops answering once the session ends in the security centre, which lists it by the client’s name', async () => {
    const email = 'oidc-centre@example.com';
    const portal = await activeUser(t, email);
    const tokens = await forumTokens(t, email, true);
    const list = await t.app.inject({
      url: `/api/v1/users/${portal.userId}/sessions`,
      headers: bearer(portal.idToken),
    });
    const forum = list.json().data.find((session: { id: string }) => session.id === tokens.claims.sid);
    expect(forum).toMatchObject({ kind: 'signIn', client: FORUM.name });
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${portal.userId}/sessions/${tokens.claims.sid}`,
      headers: bearer(portal.idToken),
    });
    expect(ended.statusCode).toBe(200);
    expectInvalidToken(await userinfo(bearer(tokens.access_token)));
    const refresh = await postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: FORUM.client_id,
    });
    expect(refresh.json().error).toBe('invalid_grant');
    const exported = await t.app.inject({
      url: `/api/v1/users/${portal.userId}/export`,
      headers: bearer(portal.idToken),
    });
    expect(exported.json().signedInClients).toEqual([
      {
        clientId: FORUM.client_id,
        name: FORUM.name,
        firstSignIn: expect.any(String),
        lastSignIn: expect.any(String),
      },
    ]);
  });
});

describe('OpenID Connect revocation (RFC 7009)', () => {
  const revoke = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    postForm(t, OIDC_PATHS.revoke, form, headers);

  it('a refresh token revoked by its client ends the session; unknown and another client’s tokens change nothing', async () => {
    const tokens = await forumTokens(t, 'oidc-revoke@example.com');
    const asShop = await revoke({ token: tokens.refresh_token }, basic('shop', SHOP_SECRET));
    expect(asShop.statusCode).toBe(200);
    expect((await userinfo(bearer(tokens.access_token))).statusCode).toBe(200);
    expect((await revoke({ token: 'unknown', client_id: 'forum' })).statusCode).toBe(200);
    const res = await revoke({
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'forum',
    });
    expect(res.statusCode).toBe(200);
    expectInvalidToken(await userinfo(bearer(tokens.access_token)));
  });

  it('an access token revoked ends its session too', async () => {
    const tokens = await forumTokens(t, 'oidc-revoke-access@example.com');
    expect((await revoke({ token: tokens.access_token, client_id: 'forum' })).statusCode).toBe(200);
    expectInvalidToken(await userinfo(bearer(tokens.access_token)));
  });

  it('needs the client’s authentication and a token', async () => {
    const tokens = await forumTokens(t, 'oidc-revoke-auth@example.com');
    const res = await revoke({ token: tokens.refresh_token, client_id: 'shop' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
    expect((await revoke({ client_id: 'forum' })).json().error).toBe('invalid_request');
    expect((await userinfo(bearer(tokens.access_token))).statusCode).toBe(200);
  });

  it('a confidential client’s refresh token is not ended by signout/sessions without the client, only here', async () => {
    const cookie = await browserCookie(t, 'oidc-signout-shop@example.com');
    const url = authorizeUrl('x'.repeat(43), {
      client_id: SHOP.client_id,
      redirect_uri: SHOP.redirect_uris[0],
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const code = (await authorizeAnswer(t, url, cookie)).searchParams.get('code')!;
    const grant = { grant_type: 'authorization_code', code, redirect_uri: SHOP.redirect_uris[0]! };
    const tokens = (await postForm(t, OIDC_PATHS.token, grant, basic('shop', SHOP_SECRET))).json();
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signout/sessions',
      payload: { token: tokens.refresh_token },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await userinfo(bearer(tokens.access_token))).statusCode).toBe(200);
    // A public client's token has no authentication to ask for (RFC 7009 §2.1): its holder may end it there.
    const forum = await forumTokens(t, 'oidc-signout-forum@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/signout/sessions',
      payload: { token: forum.refresh_token },
    });
    expectInvalidToken(await userinfo(bearer(forum.access_token)));
    expect((await revoke({ token: tokens.refresh_token }, basic('shop', SHOP_SECRET))).statusCode).toBe(200);
    expectInvalidToken(await userinfo(bearer(tokens.access_token)));
  });
});

describe('OpenID Connect RP-initiated logout', () => {
  const endSession = (params: Record<string, string>, cookie?: string) =>
    t.app.inject({
      url: `${OIDC_PATHS.endSession}?${new URLSearchParams(params)}`,
      headers: cookie ? { cookie } : {},
    });
  const confirm = (logout: string | undefined, cookie: string, origin = t.config.PUBLIC_URL) =>
    t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.confirmLogout,
      headers: { cookie, origin },
      payload: logout ? { logout } : {},
    });

  it('leads a signed-in browser to the logout screen; its yes ends the browser session and the client’s, then goes back', async () => {
    const tokens = await forumTokens(t, 'oidc-logout@example.com');
    const bye = FORUM.post_logout_redirect_uris[0]!;
    const res = await endSession(
      { id_token_hint: tokens.id_token, post_logout_redirect_uri: bye, state: 's1' },
      tokens.cookie,
    );
    expect(res.statusCode).toBe(303);
    const screen = new URL(String(res.headers.location));
    expect(screen.pathname).toBe('/backstage/oauth2/logout');
    // Nothing ended yet: the screen asks first.
    expect((await userinfo(bearer(tokens.access_token))).statusCode).toBe(200);
    expect(
      (await confirm(screen.searchParams.get('logout')!, tokens.cookie, 'https://evil.example.com'))
        .statusCode,
    ).toBe(403);
    const yes = await confirm(screen.searchParams.get('logout')!, tokens.cookie);
    expect(yes.json()).toEqual({ status: 'signedOut', redirectTo: `${bye}?state=s1` });
    expectInvalidToken(await userinfo(bearer(tokens.access_token)));
    const again = await endSession({ client_id: 'forum', post_logout_redirect_uri: bye }, tokens.cookie);
    expect(again.headers.location).toBe(bye);
  });

  it('sends a browser that is not signed in straight on, to the client or to sign-in', async () => {
    const bye = FORUM.post_logout_redirect_uris[0]!;
    expect(
      (await endSession({ client_id: 'forum', post_logout_redirect_uri: bye, state: 'x' })).headers.location,
    ).toBe(`${bye}?state=x`);
    expect(new URL(String((await endSession({})).headers.location)).pathname).toBe('/backstage/login');
    const form = await postForm(t, OIDC_PATHS.endSession, {
      client_id: 'forum',
      post_logout_redirect_uri: bye,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(bye);
  });

  it('never goes to an address the client did not register; a bad hint or client is a 400 here', async () => {
    const tokens = await forumTokens(t, 'oidc-logout-bad@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ client_id: 'forum', post_logout_redirect_uri: 'https://evil.example.com/' }, 'INVALID_REDIRECT_URI'],
      [{ post_logout_redirect_uri: FORUM.post_logout_redirect_uris[0]! }, 'INVALID_REDIRECT_URI'],
      [{ client_id: 'nobody' }, 'INVALID_CLIENT_ID'],
      [{ id_token_hint: tokens.id_token, client_id: 'shop' }, 'INVALID_CLIENT_ID'],
      [{ id_token_hint: 'not.a.token' }, 'INVALID_PARAMETERS'],
      [{ id_token_hint: tokens.access_token }, 'INVALID_PARAMETERS'],
    ];
    for (const [params, code] of cases) {
      const res = await endSession(params, tokens.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.json().code).toBe(code);
    }
    const twice = await t.app.inject({ url: `${OIDC_PATHS.endSession}?client_id=forum&client_id=shop` });
    expect(twice.json().code).toBe('INVALID_PARAMETERS');
  });

  it('a yes without a pending logout signs the browser out and goes nowhere else', async () => {
    const tokens = await forumTokens(t, 'oidc-logout-plain@example.com');
    expect((await confirm('unknown', tokens.cookie)).json()).toEqual({ status: 'signedOut' });
    const none = await endSession({}, tokens.cookie);
    expect(new URL(String(none.headers.location)).pathname).toBe('/backstage/login');
  });
});
