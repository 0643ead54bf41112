import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, deleteAccount, mailedCode, PASSWORD, reauthHeader } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { browserUser, sessionGetsCode, signInBrowser } from './support';

// Finding 1: a browser session (the oauth2 cookie) must not outlive a credential change.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('browser sessions end with the credentials they were opened with', () => {
  it('a password reset ends every browser session; a sign-in after it opens a working one', async () => {
    const user = await browserUser(t, 'sec-reset@example.com');
    expect(await sessionGetsCode(t, user.cookie)).toBe(true);
    await post('/api/v1/users/password', { email: 'sec-reset@example.com' });
    const code = await mailedCode(t, 'sec-reset@example.com');
    const reset = await post('/api/v1/users/password/confirm', {
      email: 'sec-reset@example.com',
      code,
      newPassword: 'Snare-Roll-2026',
    });
    expect(reset.statusCode).toBe(200);
    expect(await sessionGetsCode(t, user.cookie)).toBe(false);
    const fresh = await signInBrowser(t, 'sec-reset@example.com', 'Snare-Roll-2026');
    expect(await sessionGetsCode(t, fresh.cookie)).toBe(true);
  });

  it('a password change ends every browser session', async () => {
    const user = await browserUser(t, 'sec-change@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.userId}/password`,
      payload: { oldPassword: PASSWORD, newPassword: 'Hi-Hat-Open-42', refreshToken: user.refreshToken },
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionGetsCode(t, user.cookie)).toBe(false);
  });

  it('globalSignOut and signout/clients end every browser session', async () => {
    for (const [email, path] of [
      ['sec-global@example.com', '/api/v1/globalSignOut'],
      ['sec-clients@example.com', '/api/v1/signout/clients'],
    ] as const) {
      const user = await browserUser(t, email);
      expect((await post(path, {}, bearer(user.idToken))).statusCode).toBe(200);
      expect(await sessionGetsCode(t, user.cookie), path).toBe(false);
    }
  });

  it('an e-mail change ends every browser session once the new address is verified', async () => {
    const user = await browserUser(t, 'sec-mail-old@example.com');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${user.userId}`,
      payload: { email: 'sec-mail-new@example.com', mailFormatType: 'html' },
      headers: { ...bearer(user.accessToken), ...(await reauthHeader(t, user)) },
    });
    expect(await sessionGetsCode(t, user.cookie)).toBe(true);
    const code = await mailedCode(t, 'sec-mail-new@example.com');
    const verified = await post(
      `/api/v1/users/${user.userId}/linkage/changeEmail`,
      { code },
      bearer(user.accessToken),
    );
    expect(verified.statusCode).toBe(200);
    expect(await sessionGetsCode(t, user.cookie)).toBe(false);
  });

  it('account deletion ends every browser session', async () => {
    const user = await browserUser(t, 'sec-delete@example.com');
    const res = await deleteAccount(t, user);
    expect(res.statusCode).toBe(200);
    expect(await sessionGetsCode(t, user.cookie)).toBe(false);
  });

  it('authorize refuses a session opened before the account’s last credential change', async () => {
    const user = await browserUser(t, 'sec-older@example.com');
    // A change recorded by another process, whose revocation this session row missed.
    await t.db.query("update users set credentials_changed_at = now() + interval '1 second' where id = $1", [
      user.userId,
    ]);
    expect(await sessionGetsCode(t, user.cookie)).toBe(false);
  });
});
