import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, mailedCode, PASSWORD, reauthHeader } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 2a: id and access tokens stayed valid for their hour after the owner reset the password,
// changed it, signed out everywhere or ended the session, so a stolen token could still change the e-mail.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tokens = { idToken: string; accessToken: string; refreshToken: string };
const NEW_PASSWORD = 'Snare-Brush-2026';

const signIn = async (email: string, password = PASSWORD): Promise<Tokens> =>
  (await t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password } })).json();

/** The id token's answer to `GET me`: 200, or the refusal's code. */
async function idTokenWorks(tokens: Tokens): Promise<true | string> {
  const res = await t.app.inject({ url: '/api/v1/me', headers: bearer(tokens.idToken) });
  return res.statusCode === 200 || res.json().code;
}

/** The access token's answer to an e-mail change (the stolen token's goal): started, or the refusal's code. */
async function accessTokenChangesEmail(userId: string, tokens: Tokens): Promise<true | string> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/users/${userId}`,
    headers: bearer(tokens.accessToken),
    payload: { email: `taken-over-${userId.slice(0, 8)}@evil.example`, mailFormatType: 'html' },
  });
  return res.statusCode === 200 || res.json().code;
}

async function resetPassword(email: string) {
  await t.app.inject({ method: 'POST', url: '/api/v1/users/password', payload: { email } });
  const code = await mailedCode(t, email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/users/password/confirm',
    payload: { email, code, newPassword: NEW_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
}

describe('tokens end with the credentials', () => {
  it('a password reset ends the tokens issued before it; a sign-in right after works', async () => {
    const email = 'reset-ends-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    expect(await idTokenWorks(stolen)).toBe(true);
    await resetPassword(email);
    const fresh = await signIn(email, NEW_PASSWORD);
    // Issued within the same second as the reset, and still taken.
    expect(await idTokenWorks(fresh)).toBe(true);
    expect(await idTokenWorks(stolen)).toBe('TOKEN_EXPIRED');
    expect(await accessTokenChangesEmail(userId, stolen)).toBe('TOKEN_EXPIRED');
    expect(await idTokenWorks(fresh)).toBe(true);
  });

  it('sign-out everywhere ends every session’s tokens, the caller’s too', async () => {
    const email = 'global-sign-out-ends-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    const owner = await signIn(email);
    for (const url of ['/api/v1/globalSignOut', '/api/v1/signout/clients']) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(owner.idToken) });
      expect(res.statusCode, url).toBe(200);
      expect(await idTokenWorks(stolen)).toBe('TOKEN_EXPIRED');
      expect(await idTokenWorks(owner)).toBe('TOKEN_EXPIRED');
      expect(await accessTokenChangesEmail(userId, stolen)).toBe('TOKEN_EXPIRED');
      Object.assign(owner, await signIn(email));
      expect(await idTokenWorks(owner)).toBe(true);
    }
  });

  it('a password change ends the other sessions’ tokens and keeps the caller’s', async () => {
    const email = 'password-change-ends-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    const owner = await signIn(email);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${userId}/password`,
      headers: bearer(owner.accessToken),
      payload: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, refreshToken: owner.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await idTokenWorks(stolen)).toBe('TOKEN_EXPIRED');
    expect(await accessTokenChangesEmail(userId, stolen)).toBe('TOKEN_EXPIRED');
    expect(await idTokenWorks(owner)).toBe(true);
  });

  it('ending one session in the security centre ends its tokens and no other session’s', async () => {
    const email = 'end-session-ends-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    const owner = await signIn(email);
    const sessions = (
      await t.app.inject({ url: `/api/v1/users/${userId}/sessions`, headers: bearer(owner.idToken) })
    ).json().data as { id: string; current: boolean }[];
    const other = sessions.find((session) => !session.current)!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${userId}/sessions/${other.id}`,
      headers: bearer(owner.idToken),
    });
    expect(res.statusCode).toBe(200);
    expect(await idTokenWorks(stolen)).toBe('TOKEN_EXPIRED');
    expect(await accessTokenChangesEmail(userId, stolen)).toBe('TOKEN_EXPIRED');
    expect(await idTokenWorks(owner)).toBe(true);
  });

  it('“sign out everywhere else” ends the other sessions’ tokens and keeps the caller’s', async () => {
    const email = 'others-end-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    const owner = await signIn(email);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${userId}/sessions`,
      headers: bearer(owner.idToken),
    });
    expect(res.statusCode).toBe(200);
    expect(await idTokenWorks(stolen)).toBe('TOKEN_EXPIRED');
    expect(await idTokenWorks(owner)).toBe(true);
  });

  it('signing out one session ends its tokens', async () => {
    const email = 'sign-out-ends-tokens@example.com';
    const { refreshToken, ...session } = await activeUser(t, email);
    const other = await signIn(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signout/sessions',
      payload: { token: refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(await idTokenWorks({ ...session, refreshToken })).toBe('TOKEN_EXPIRED');
    expect(await idTokenWorks(other)).toBe(true);
  });

  it('deleting the account leaves its tokens nothing to reach', async () => {
    const email = 'deletion-ends-tokens@example.com';
    const { userId, ...stolen } = await activeUser(t, email);
    const owner = await signIn(email);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${userId}/linkage/delete`,
      headers: { ...bearer(owner.idToken), ...(await reauthHeader(t, { ...owner, userId })) },
    });
    expect(res.statusCode).toBe(200);
    expect(await idTokenWorks(stolen)).toBe('USER_NOT_FOUND');
    expect(await accessTokenChangesEmail(userId, stolen)).toBe('USER_NOT_FOUND');
  });
});
