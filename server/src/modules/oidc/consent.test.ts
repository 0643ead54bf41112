import { OIDC_PATHS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import {
  answerConsent,
  authorizeAnswer,
  authorizeUrl,
  browserCookie,
  consentIdOf,
  createOidcApp,
  FORUM,
  forumTokens,
  NOTES,
  notesAllowed,
  notesToken,
  notesUrl,
  pkce,
  postForm,
} from '../../../test/oidc-helpers';
import type { TestApp } from '../../../test/test-app';

// docs/decisions/088-*: the consent screen's rules, its parked questions in the key-value store (single answer).
let t: TestApp;
beforeAll(async () => {
  t = await createOidcApp();
});
afterAll(() => t.close());

const question = (consent: string, cookie?: string) =>
  t.app.inject({ url: `${OIDC_PATHS.consent}?consent=${consent}`, headers: cookie ? { cookie } : {} });
const connectedApps = (account: { userId: string; idToken: string }) =>
  t.app.inject({ url: `/api/v1/users/${account.userId}/connectedApps`, headers: bearer(account.idToken) });

describe('OpenID Connect consent for third-party clients', () => {
  it('asks a third-party client’s first authorization, with the client, scopes and account; Allow sends the code', async () => {
    const email = 'consent-first@example.com';
    await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { verifier, challenge } = pkce();
    const asked = await authorizeAnswer(t, notesUrl(challenge, { scope: 'openid profile email x' }), cookie);
    expect(asked.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
    const id = consentIdOf(asked)!;
    expect(id).toBeTruthy();
    const shown = await question(id, cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ clientName: 'Gear Notes', scopes: ['openid', 'email', 'profile'], email });

    const back = await answerConsent(t, id, cookie, true);
    expect(`${back.origin}${back.pathname}`).toBe(NOTES.redirect_uris[0]);
    expect(back.searchParams.get('state')).toBe('state-1');
    expect(back.searchParams.get('iss')).toBe(t.config.PUBLIC_URL);
    const tokens = await notesToken(t, back.searchParams.get('code')!, verifier);
    expect(tokens.statusCode).toBe(200);
    expect(tokens.json().scope).toBe('openid email profile');

    // Remembered: the same scopes (or fewer) get a code at once.
    const again = await authorizeAnswer(t, notesUrl(challenge, { scope: 'openid email' }), cookie);
    expect(`${again.origin}${again.pathname}`).toBe(NOTES.redirect_uris[0]);
    expect(again.searchParams.get('code')).toBeTruthy();
  });

  it('a signed-out visitor signs in first, then is asked; the parked sign-in request is spent', async () => {
    const email = 'consent-after-sign-in@example.com';
    await activeUser(t, email);
    const { challenge } = pkce();
    const login = await authorizeAnswer(t, notesUrl(challenge));
    expect(login.pathname).toBe('/backstage/login');
    const resume = login.searchParams.get('continue')!;
    const cookie = await browserCookie(t, email, true);
    const asked = await authorizeAnswer(t, resume, cookie);
    expect(consentIdOf(asked)).toBeTruthy();
    expect((await question(consentIdOf(asked)!, cookie)).json().email).toBe(email);
    expect((await t.app.inject({ url: resume, headers: { cookie } })).statusCode).toBe(400);
  });

  it('asks again for a new scope, and always for prompt=consent', async () => {
    const { cookie } = await notesAllowed(t, 'consent-more@example.com');
    const { challenge } = pkce();
    const wider = await authorizeAnswer(t, notesUrl(challenge, { scope: 'openid email profile' }), cookie);
    expect(consentIdOf(wider)).toBeTruthy();
    const forced = await authorizeAnswer(t, notesUrl(challenge, { prompt: 'consent' }), cookie);
    expect(consentIdOf(forced)).toBeTruthy();
    // Allowing the wider scope keeps the earlier ones: both requests pass without a question afterwards.
    await answerConsent(t, consentIdOf(wider)!, cookie, true);
    for (const scope of ['openid email', 'openid profile', 'openid email profile'])
      expect(
        (await authorizeAnswer(t, notesUrl(challenge, { scope }), cookie)).searchParams.get('code'),
      ).toBeTruthy();
  });

  it('prompt=none answers consent_required until the account allowed the client', async () => {
    const email = 'consent-none@example.com';
    await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { challenge } = pkce();
    const silent = await authorizeAnswer(t, notesUrl(challenge, { prompt: 'none' }), cookie);
    expect(`${silent.origin}${silent.pathname}`).toBe(NOTES.redirect_uris[0]);
    expect(silent.searchParams.get('error')).toBe('consent_required');
    expect(silent.searchParams.get('state')).toBe('state-1');
    expect(silent.searchParams.get('code')).toBeNull();

    const asked = await authorizeAnswer(t, notesUrl(challenge), cookie);
    await answerConsent(t, consentIdOf(asked)!, cookie, true);
    const allowed = await authorizeAnswer(t, notesUrl(challenge, { prompt: 'none' }), cookie);
    expect(allowed.searchParams.get('code')).toBeTruthy();
  });

  it('Deny answers access_denied to the registered redirect URI and remembers nothing', async () => {
    const email = 'consent-deny@example.com';
    const account = await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { challenge } = pkce();
    const asked = await authorizeAnswer(t, notesUrl(challenge), cookie);
    const back = await answerConsent(t, consentIdOf(asked)!, cookie, false);
    expect(`${back.origin}${back.pathname}`).toBe(NOTES.redirect_uris[0]);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'The user denied the request.',
      state: 'state-1',
      iss: t.config.PUBLIC_URL,
    });
    expect(consentIdOf(await authorizeAnswer(t, notesUrl(challenge), cookie))).toBeTruthy();
    expect((await connectedApps(account)).json()).toEqual({ data: [] });
  });

  it('a first-party client is never asked, and is listed as a connected app', async () => {
    const email = 'consent-first-party@example.com';
    const account = await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { challenge } = pkce();
    for (const prompt of [undefined, 'consent', 'none']) {
      const answer = await authorizeAnswer(t, authorizeUrl(challenge, { prompt }), cookie);
      expect(`${answer.origin}${answer.pathname}`).toBe(FORUM.redirect_uris[0]);
      expect(answer.searchParams.get('code')).toBeTruthy();
    }
    const apps = (await connectedApps(account)).json().data;
    expect(apps).toEqual([
      expect.objectContaining({
        clientId: 'forum',
        clientName: 'Roland Forum',
        scopes: ['openid', 'email', 'profile'],
      }),
    ]);
  });

  it('answers a question only for the browser session it was asked of, once; others get CONSENT_EXPIRED', async () => {
    const email = 'consent-owner@example.com';
    await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const otherBrowser = await browserCookie(t, email, true);
    const stranger = await browserCookie(t, 'consent-stranger@example.com');
    const { challenge } = pkce();
    const id = consentIdOf(await authorizeAnswer(t, notesUrl(challenge), cookie))!;
    for (const [what, res] of [
      ['no cookie', await question(id)],
      ['another browser of the account', await question(id, otherBrowser)],
      ['another account', await question(id, stranger)],
      ['an unknown id', await question('made-up', cookie)],
    ] as const) {
      expect({ what, status: res.statusCode, code: res.json().code }).toEqual({
        what,
        status: 400,
        code: 'CONSENT_EXPIRED',
      });
    }
    const foreign = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.consent,
      headers: { cookie, origin: 'https://notes.example.net' },
      payload: { consent: id, allow: true },
    });
    expect(foreign.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.consent,
      headers: { cookie, origin: t.config.PUBLIC_URL },
      payload: { consent: id, allow: 'yes' },
    });
    expect(bad.statusCode).toBe(400);

    await answerConsent(t, id, cookie, true);
    await expect(answerConsent(t, id, cookie, true)).rejects.toThrow(/400.*CONSENT_EXPIRED/);
    expect((await question(id, cookie)).json().code).toBe('CONSENT_EXPIRED');
  });

  it('a question whose client changed since (its redirect URI no longer registered) is not answered', async () => {
    const email = 'consent-reconfigured@example.com';
    await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { challenge } = pkce();
    const id = consentIdOf(await authorizeAnswer(t, notesUrl(challenge), cookie))!;
    const entry = t.app.deps.config.OIDC_CLIENTS.find((client) => client.client_id === NOTES.client_id)!;
    const registered = entry.redirect_uris;
    entry.redirect_uris = ['https://notes.example.net/elsewhere'];
    try {
      expect((await question(id, cookie)).json().code).toBe('CONSENT_EXPIRED');
      await expect(answerConsent(t, id, cookie, true)).rejects.toThrow(/CONSENT_EXPIRED/);
    } finally {
      entry.redirect_uris = registered;
    }
  });

  it('a question whose browser session signed out is not answered', async () => {
    const email = 'consent-signed-out@example.com';
    await activeUser(t, email);
    const cookie = await browserCookie(t, email, true);
    const { challenge } = pkce();
    const id = consentIdOf(await authorizeAnswer(t, notesUrl(challenge), cookie))!;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/signout',
      headers: { cookie, origin: t.config.PUBLIC_URL },
    });
    await expect(answerConsent(t, id, cookie, true)).rejects.toThrow(/CONSENT_EXPIRED/);
  });
});

describe('offline_access (docs/decisions/088-*)', () => {
  it('a third-party client gets a refresh token only when it asked for offline_access and the account allowed it', async () => {
    const offline = await notesAllowed(t, 'offline-yes@example.com', 'openid offline_access');
    expect(offline.tokens.scope).toBe('openid offline_access');
    expect(offline.tokens.refresh_token).toBeTruthy();
    const refreshed = await postForm(t, OIDC_PATHS.token, {
      grant_type: 'refresh_token',
      refresh_token: offline.tokens.refresh_token!,
      client_id: NOTES.client_id,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refresh_token).toBeTruthy();

    const online = await notesAllowed(t, 'offline-no@example.com', 'openid email');
    expect(online.tokens.refresh_token).toBeUndefined();
    expect(online.tokens.access_token).toBeTruthy();
  });

  it('without offline_access the tokens end with the browser session; a first-party client keeps its refresh token', async () => {
    const online = await notesAllowed(t, 'offline-browser@example.com', 'openid email');
    const info = () =>
      t.app.inject({ url: OIDC_PATHS.userinfo, headers: bearer(online.tokens.access_token) });
    expect((await info()).statusCode).toBe(200);
    const listed = await t.app.inject({
      url: `/api/v1/users/${online.userId}/sessions`,
      headers: bearer(online.idToken),
    });
    expect(listed.json().data.map((session: { client: string }) => session.client)).toContain('Gear Notes');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/signout',
      headers: { cookie: online.cookie, origin: t.config.PUBLIC_URL },
    });
    const ended = await info();
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toBe('invalid_token');
    // Nor does the security centre list it any longer.
    const sessions = await t.app.inject({
      url: `/api/v1/users/${online.userId}/sessions`,
      headers: bearer(online.idToken),
    });
    expect(sessions.json().data.map((session: { client: string }) => session.client)).not.toContain(
      'Gear Notes',
    );

    // The forum (first party) asks for no offline_access and still gets a refresh token.
    const email = 'offline-first-party@example.com';
    await activeUser(t, email);
    const tokens = await forumTokens(t, email, true);
    expect(tokens.refresh_token).toBeTruthy();
  });
});
