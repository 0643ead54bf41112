import { OIDC_PATHS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeAnswer,
  authorizeUrl,
  browserCookie,
  createOidcApp,
  FORUM,
  pkce,
  SHOP,
} from '../../../test/oidc-helpers';
import type { TestApp } from '../../../test/test-app';
import { PARKED_PER_ADDRESS } from './authorize-service';

let t: TestApp;
beforeAll(async () => {
  t = await createOidcApp();
});
afterAll(() => t.close());

const { challenge } = pkce();
const continueOf = (location: URL) => new URLSearchParams(location.search).get('continue')!;

describe('OpenID Connect authorization endpoint: problems before the redirect URI is trusted', () => {
  it.each([
    ['an unknown client', { client_id: 'nobody' }, 'INVALID_CLIENT_ID'],
    ['no client', { client_id: undefined }, 'INVALID_CLIENT_ID'],
    [
      'a redirect URI not registered',
      { redirect_uri: 'https://evil.example.com/cb' },
      'INVALID_REDIRECT_URI',
    ],
    [
      'a registered URI with more to it',
      { redirect_uri: `${FORUM.redirect_uris[0]}?x=1` },
      'INVALID_REDIRECT_URI',
    ],
    ['another client’s redirect URI', { redirect_uri: SHOP.redirect_uris[0] }, 'INVALID_REDIRECT_URI'],
    ['no redirect URI', { redirect_uri: undefined }, 'INVALID_REDIRECT_URI'],
  ])('answers %s with a 400 here, never a redirect', async (_what, extra, code) => {
    const res = await t.app.inject(authorizeUrl(challenge, extra));
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.json().code).toBe(code);
  });

  it('refuses a repeated client_id or redirect_uri here', async () => {
    const twice = `${authorizeUrl(challenge)}&redirect_uri=${encodeURIComponent('https://evil.example.com/cb')}`;
    expect((await t.app.inject(twice)).json().code).toBe('INVALID_REDIRECT_URI');
    expect((await t.app.inject(`${authorizeUrl(challenge)}&client_id=shop`)).json().code).toBe(
      'INVALID_CLIENT_ID',
    );
  });

  it('answers a resume it does not know (expired, made up) with a 400', async () => {
    const res = await t.app.inject(`${OIDC_PATHS.authorize}?resume=made-up`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_PARAMETERS');
  });
});

describe('OpenID Connect authorization endpoint: errors go back to the registered redirect URI', () => {
  it.each([
    ['no response_type', { response_type: undefined }, 'invalid_request'],
    ['response_type=token', { response_type: 'token' }, 'unsupported_response_type'],
    ['response_mode=fragment', { response_mode: 'fragment' }, 'invalid_request'],
    ['no openid scope', { scope: 'email' }, 'invalid_scope'],
    ['no scope', { scope: undefined }, 'invalid_scope'],
    [
      'a public client without PKCE',
      { code_challenge: undefined, code_challenge_method: undefined },
      'invalid_request',
    ],
    ['PKCE plain', { code_challenge_method: 'plain' }, 'invalid_request'],
    ['a challenge without its method', { code_challenge_method: undefined }, 'invalid_request'],
    ['a method without a challenge', { code_challenge: undefined }, 'invalid_request'],
    ['a malformed challenge', { code_challenge: 'short' }, 'invalid_request'],
    ['an unknown prompt', { prompt: 'select_account' }, 'invalid_request'],
    ['prompt=none with login', { prompt: 'none login' }, 'invalid_request'],
    ['prompt=none with consent', { prompt: 'none consent' }, 'invalid_request'],
    ['a max_age that is no number', { max_age: '-1' }, 'invalid_request'],
    ['a nonce too long', { nonce: 'n'.repeat(513) }, 'invalid_request'],
    ['a request object', { request: 'eyJ.x.y' }, 'request_not_supported'],
    ['a request_uri', { request_uri: 'https://forum.example.com/r' }, 'request_uri_not_supported'],
    ['prompt=none without a sign-in', { prompt: 'none' }, 'login_required'],
  ])('%s', async (_what, extra, error) => {
    const location = await authorizeAnswer(t, authorizeUrl(challenge, extra));
    expect(`${location.origin}${location.pathname}`).toBe(FORUM.redirect_uris[0]);
    expect(location.searchParams.get('error')).toBe(error);
    expect(location.searchParams.get('error_description')).toBeTruthy();
    expect(location.searchParams.get('state')).toBe('state-1');
    expect(location.searchParams.get('iss')).toBe(t.config.PUBLIC_URL);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('sends a repeated parameter back as invalid_request', async () => {
    const location = await authorizeAnswer(t, `${authorizeUrl(challenge)}&nonce=again`);
    expect(location.searchParams.get('error')).toBe('invalid_request');
  });
});

describe('OpenID Connect authorization endpoint: signing in', () => {
  it('parks at most a budget of requests per address of signed-out visitors, then answers temporarily_unavailable', async () => {
    const from = (remoteAddress: string) =>
      t.app
        .inject({ url: authorizeUrl(challenge), remoteAddress })
        .then((res) => new URL(res.headers.location!, 'http://x'));
    for (let i = 0; i < PARKED_PER_ADDRESS; i++)
      expect((await from('203.0.113.7')).pathname).toBe('/backstage/login');
    const refused = await from('203.0.113.7');
    expect(`${refused.origin}${refused.pathname}`).toBe(FORUM.redirect_uris[0]);
    expect(refused.searchParams.get('error')).toBe('temporarily_unavailable');
    expect(refused.searchParams.get('error_description')).toMatch(/^[\x20-\x7e]+$/);
    expect((await from('203.0.113.8')).pathname).toBe('/backstage/login');
  });

  it('parks the request while a visitor without a session signs in, then answers it with a code', async () => {
    const login = await authorizeAnswer(t, authorizeUrl(challenge));
    expect(login.pathname).toBe('/backstage/login');
    const resume = continueOf(login);
    expect(resume).toMatch(new RegExp(`^${OIDC_PATHS.authorize}\\?resume=[\\w-]+$`));
    // Still not signed in: back to sign-in with the same parked request.
    expect(continueOf(await authorizeAnswer(t, resume))).toBe(resume);
    const cookie = await browserCookie(t, 'oidc-resume@example.com');
    const back = await authorizeAnswer(t, resume, cookie);
    expect(`${back.origin}${back.pathname}`).toBe(FORUM.redirect_uris[0]);
    expect(back.searchParams.get('code')).toMatch(/^[\w-]{43}$/);
    expect(back.searchParams.get('state')).toBe('state-1');
    // A parked request answers once.
    expect((await t.app.inject({ url: resume, headers: { cookie } })).statusCode).toBe(400);
  });

  it('gives a signed-in browser a code at once; a confidential client may leave PKCE out', async () => {
    const cookie = await browserCookie(t, 'oidc-at-once@example.com');
    expect((await authorizeAnswer(t, authorizeUrl(challenge), cookie)).searchParams.get('code')).toBeTruthy();
    const shop = authorizeUrl(challenge, {
      client_id: SHOP.client_id,
      redirect_uri: SHOP.redirect_uris[0],
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    expect((await authorizeAnswer(t, shop, cookie)).searchParams.get('code')).toBeTruthy();
  });

  it('prompt=login signs in again even with a session: the same session does not pass, a new sign-in does', async () => {
    const email = 'oidc-prompt-login@example.com';
    const cookie = await browserCookie(t, email);
    const login = await authorizeAnswer(t, authorizeUrl(challenge, { prompt: 'login' }), cookie);
    expect(login.pathname).toBe('/backstage/login');
    const resume = continueOf(login);
    expect((await authorizeAnswer(t, resume, cookie)).pathname).toBe('/backstage/login');
    const again = await browserCookie(t, email, true);
    expect((await authorizeAnswer(t, resume, again)).searchParams.get('code')).toBeTruthy();
  });

  it('max_age: a sign-in older than it signs in again; prompt=none then answers login_required', async () => {
    const email = 'oidc-max-age@example.com';
    const cookie = await browserCookie(t, email);
    expect(
      (await authorizeAnswer(t, authorizeUrl(challenge, { max_age: '600' }), cookie)).searchParams.get(
        'code',
      ),
    ).toBeTruthy();
    await t.db.query(
      `update users set credentials_changed_at = now() - interval '2 hours' where email = $1`,
      [email],
    );
    await t.db.query(
      `update browser_sessions set create_date = now() - interval '1 hour'
       where user_id = (select id from users where email = $1)`,
      [email],
    );
    const stale = await authorizeAnswer(t, authorizeUrl(challenge, { max_age: '600' }), cookie);
    expect(stale.pathname).toBe('/backstage/login');
    const none = await authorizeAnswer(
      t,
      authorizeUrl(challenge, { max_age: '600', prompt: 'none' }),
      cookie,
    );
    expect(none.searchParams.get('error')).toBe('login_required');
    expect(
      (await authorizeAnswer(t, authorizeUrl(challenge, { max_age: '7200' }), cookie)).searchParams.get(
        'code',
      ),
    ).toBeTruthy();
  });

  it('a signed-out browser session gets no code', async () => {
    const cookie = await browserCookie(t, 'oidc-signed-out@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/signout',
      headers: { cookie, origin: t.config.PUBLIC_URL },
    });
    const none = await authorizeAnswer(t, authorizeUrl(challenge, { prompt: 'none' }), cookie);
    expect(none.searchParams.get('error')).toBe('login_required');
  });
});
