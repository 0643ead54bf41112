import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeUser,
  bearer,
  deleteAccount,
  lastMail,
  mailedCode,
  PASSWORD,
  reauthHeader,
} from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers });
const signIn = (email: string, password = PASSWORD) => send('POST', '/api/v1/signin', { email, password });
const outbox = async (to: string) =>
  (await t.app.inject(`/api/dev/mailbox?to=${to}`)).json().data as unknown[];

describe('password reset (docs/product.md#password-reset, docs/product.md#error-catalogue)', () => {
  it('gives unknown e-mails the same neutral answer and sends them nothing', async () => {
    await activeUser(t, 'reset@example.com');
    const known = await send('POST', '/api/v1/users/password', { email: 'reset@example.com' });
    const unknown = await send('POST', '/api/v1/users/password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await outbox('nobody-here@example.com')).toEqual([]);
  });

  it('sets a new password with the mailed code and signs every session out', async () => {
    const session = await activeUser(t, 'reset2@example.com');
    await send('POST', '/api/v1/users/password', { email: 'reset2@example.com' });
    const mail = await lastMail(t, 'reset2@example.com');
    expect(mail.text).toContain('/backstage/reset-password?code=');
    const code = await mailedCode(t, 'reset2@example.com');
    const body = { email: 'reset2@example.com', code, newPassword: 'Snare-Roll-2026' };
    expect((await send('POST', '/api/v1/users/password/confirm', body)).statusCode).toBe(200);
    expect((await signIn('reset2@example.com')).statusCode).toBe(401);
    expect((await signIn('reset2@example.com', 'Snare-Roll-2026')).statusCode).toBe(200);
    expect((await send('POST', '/api/v1/tokens/refresh', { token: session.refreshToken })).statusCode).toBe(
      401,
    );
    const reused = await send('POST', '/api/v1/users/password/confirm', body);
    expect(reused.json().message).toBe(
      'Your request has been expired. Please request a reset password again.',
    );
  });

  it('refuses an expired reset code with the spec text', async () => {
    await activeUser(t, 'reset3@example.com');
    await send('POST', '/api/v1/users/password', { email: 'reset3@example.com' });
    const code = await mailedCode(t, 'reset3@example.com');
    await t.db.query(
      "update verification_codes set expires_at = now() - interval '1 second' where purpose = 'password_reset'",
    );
    const res = await send('POST', '/api/v1/users/password/confirm', {
      email: 'reset3@example.com',
      code,
      newPassword: 'Snare-Roll-2026',
    });
    expect(res.json()).toEqual({
      code: 'RESET_CODE_EXPIRED',
      message: 'Your request has been expired. Please request a reset password again.',
      traceId: expect.any(String),
    });
  });
});

describe('password change (docs/product.md#token-use, docs/product.md#password-change)', () => {
  it('needs the access token and the current password; other sessions are signed out', async () => {
    const session = await activeUser(t, 'change@example.com');
    const other = (await signIn('change@example.com')).json();
    const url = `/api/v1/users/${session.userId}/password`;
    const body = { oldPassword: PASSWORD, newPassword: 'Hi-Hat-Open-42', refreshToken: session.refreshToken };
    expect((await send('PUT', url, body, bearer(session.idToken))).statusCode).toBe(401);
    // The body is the domain's passwordChangeSchema, the form's rule: no current password, a weak new one.
    const refused = await send(
      'PUT',
      url,
      { ...body, oldPassword: '', newPassword: 'password' },
      bearer(session.accessToken),
    );
    const fields = refused.json().fields.map((f: { field: string }) => f.field);
    expect([...new Set(fields)].sort()).toEqual(['newPassword', 'oldPassword']);
    const wrong = await send(
      'PUT',
      url,
      { ...body, oldPassword: 'Wrong-pass-1' },
      bearer(session.accessToken),
    );
    expect(wrong.json()).toEqual({
      code: 'INCORRECT_CURRENT_PASSWORD',
      message: 'Incorrect current password.',
      traceId: expect.any(String),
    });
    expect((await send('PUT', url, body, bearer(session.accessToken))).statusCode).toBe(200);
    expect((await signIn('change@example.com', 'Hi-Hat-Open-42')).statusCode).toBe(200);
    expect((await send('POST', '/api/v1/tokens/refresh', { token: other.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/api/v1/tokens/refresh', { token: session.refreshToken })).statusCode).toBe(
      200,
    );
  });
});

describe('e-mail change (docs/product.md#email-change)', () => {
  it('keeps the current address until the code from the new one is verified', async () => {
    const session = await activeUser(t, 'old-address@example.com');
    const url = `/api/v1/users/${session.userId}`;
    const res = await send(
      'PUT',
      url,
      { email: 'new-address@example.com', mailFormatType: 'html' },
      { ...bearer(session.accessToken), ...(await reauthHeader(t, session)) },
    );
    expect(res.statusCode).toBe(200);
    expect((await lastMail(t, 'old-address@example.com')).text).toContain('new-address@example.com');
    expect((await signIn('old-address@example.com')).statusCode).toBe(200);
    const code = await mailedCode(t, 'new-address@example.com');
    const verify = await send(
      'POST',
      `${url}/linkage/changeEmail`,
      { attribute: 'email', code },
      bearer(session.accessToken),
    );
    expect(verify.json()).toMatchObject({ email: 'new-address@example.com' });
    expect((await signIn('new-address@example.com')).statusCode).toBe(200);
    expect((await signIn('old-address@example.com')).statusCode).toBe(401);
  });

  it('refuses a taken address; the current one is no e-mail change and mails nothing', async () => {
    await activeUser(t, 'taken@example.com');
    const session = await activeUser(t, 'mover@example.com');
    const url = `/api/v1/users/${session.userId}`;
    const taken = await send(
      'PUT',
      url,
      { email: 'taken@example.com' },
      { ...bearer(session.accessToken), ...(await reauthHeader(t, session)) },
    );
    expect(taken.json().message).toBe('An account with the given email already exists.');
    const mailsBefore = (await t.app.inject('/api/dev/mailbox?to=mover@example.com')).json().data.length;
    const same = await send('PUT', url, { email: 'Mover@example.com' }, bearer(session.accessToken));
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ email: 'mover@example.com' });
    expect(same.json()).not.toHaveProperty('pendingEmail');
    expect((await t.app.inject('/api/dev/mailbox?to=mover@example.com')).json().data).toHaveLength(
      mailsBefore,
    );
  });
});

describe('own data only and deletion (docs/product.md#account-deletion)', () => {
  it('answers another user’s id with 403', async () => {
    const a = await activeUser(t, 'alice@example.com');
    const b = await activeUser(t, 'bob@example.com');
    for (const [method, url] of [
      ['PUT', `/api/v1/users/${b.userId}/password`],
      ['PUT', `/api/v1/users/${b.userId}`],
      ['POST', `/api/v1/users/${b.userId}/linkage/delete`],
      ['POST', '/api/v1/users/not-a-uuid/linkage/delete'],
    ] as const) {
      const res = await send(
        method,
        url,
        { email: 'x@example.com', oldPassword: 'x', newPassword: 'Kettle-Drum-78' },
        bearer(a.accessToken),
      );
      const viaId = await send(method, url, {}, bearer(a.idToken));
      expect([res.statusCode, viaId.statusCode]).toContain(403);
    }
    expect((await signIn('bob@example.com')).statusCode).toBe(200);
  });

  it('is blocked by an active subscription, then deletes everything and revokes the tokens', async () => {
    const session = await activeUser(t, 'leaver@example.com');
    await t.db.query('insert into subscriptions (user_id, type, status) values ($1, 1, 4)', [session.userId]);
    const url = `/api/v1/users/${session.userId}/linkage/delete`;
    // A token alone deletes nothing (docs/product.md#re-authentication).
    expect((await send('POST', url, {}, bearer(session.idToken))).json().code).toBe('REAUTH_REQUIRED');
    const blocked = await deleteAccount(t, session);
    expect(blocked.json().code).toBe('ACTIVE_SUBSCRIPTIONS');
    await t.db.query('update subscriptions set status = 5 where user_id = $1', [session.userId]);
    expect((await deleteAccount(t, session)).statusCode).toBe(200);
    expect((await lastMail(t, 'leaver@example.com')).subject).toBe(
      'Roland Backstage: your account was deleted',
    );
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(session.idToken) })).statusCode).toBe(
      404,
    );
    expect((await send('POST', '/api/v1/tokens/refresh', { token: session.refreshToken })).statusCode).toBe(
      401,
    );
    expect((await signIn('leaver@example.com')).statusCode).toBe(401);
  });
});
