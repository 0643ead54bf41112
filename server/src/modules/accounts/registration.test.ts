import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMail, mailedCode, PASSWORD, signUp, signUpPayload } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('sign-up guards (docs/product.md#sign-up)', () => {
  it('needs a configured client id and a fresh, single-use security token', async () => {
    const { securityToken } = (await t.app.inject('/api/v1/serverTime')).json();
    const payload = signUpPayload('guard@example.com');
    const noClient = await post('/api/v1/signup', payload, { 'x-security-token': securityToken });
    expect(noClient.json()).toEqual({
      code: 'INVALID_CLIENT_ID',
      message: 'Failed: Invalid client ID',
      traceId: expect.any(String),
    });
    const badClient = await post('/api/v1/signup', payload, {
      'x-client-id': 'yamaha',
      'x-security-token': securityToken,
    });
    expect(badClient.statusCode).toBe(400);
    const noToken = await post('/api/v1/signup', payload, { 'x-client-id': 'boss' });
    expect(noToken.json().code).toBe('INVALID_SECURITY_TOKEN');
    const forged = await post('/api/v1/signup', payload, {
      'x-client-id': 'boss',
      'x-security-token': `${securityToken}x`,
    });
    expect(forged.statusCode).toBe(401);
    const first = await post('/api/v1/signup', payload, {
      'x-client-id': 'boss',
      'x-security-token': securityToken,
    });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/v1/signup', signUpPayload('guard2@example.com'), {
      'x-client-id': 'boss',
      'x-security-token': securityToken,
    });
    expect(again.json().code).toBe('INVALID_SECURITY_TOKEN');
  });

  it('refuses server-managed fields, weak or common passwords and missing phonetic names for ja-JP', async () => {
    for (const extra of [
      { isDeleted: false },
      { createUserId: 'x' },
      { password: 'password' },
      { password: 'Password1' },
    ]) {
      const res = await signUp(t, 'refused@example.com', extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const ja = await signUp(t, 'ja@example.com', { cultureCode: 'ja-JP' });
    expect(
      ja
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['phoneticFirstName', 'phoneticLastName']);
    expect((await post('/api/v1/accountType', { email: 'refused@example.com' })).json().accountType).toBe(
      'available',
    );
  });

  it('never trims a password', async () => {
    await signUp(t, 'spaces@example.com', { password: ` ${PASSWORD} ` });
    await post('/api/v1/confirm', {
      email: 'spaces@example.com',
      code: await mailedCode(t, 'spaces@example.com'),
    });
    const trimmed = await post('/api/v1/signin', { email: 'spaces@example.com', password: PASSWORD });
    expect(trimmed.statusCode).toBe(401);
    expect(
      (await post('/api/v1/signin', { email: 'spaces@example.com', password: ` ${PASSWORD} ` })).statusCode,
    ).toBe(200);
  });
});

describe('sign-up, activation mail and confirm (docs/product.md#account-lifecycle)', () => {
  it('mails a 24-hour activation link with the code as text, in the user’s culture and brand', async () => {
    const res = await signUp(t, 'New.User@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.user@example.com', activationId: expect.any(String) });
    const mail = await lastMail(t, 'new.user@example.com');
    expect(mail.subject).toBe('Roland Backstage: activate your account');
    const code = await mailedCode(t, 'new.user@example.com');
    expect(mail.text).toContain(`/backstage/activation?code=${code}&email=new.user%40example.com`);
    expect(mail.text).toContain('valid for 24 hours');

    await signUp(t, 'yuki@example.com', {
      cultureCode: 'ja-JP',
      phoneticFirstName: 'ユキ',
      phoneticLastName: 'サトウ',
    });
    expect((await lastMail(t, 'yuki@example.com')).subject).toBe('Roland Backstage：アカウントの有効化');
  });

  it('answers accountType for each lifecycle state and refuses a second sign-up', async () => {
    expect((await post('/api/v1/accountType', { email: 'nobody@example.com' })).json().accountType).toBe(
      'available',
    );
    await signUp(t, 'twice@example.com');
    expect((await post('/api/v1/accountType', { email: 'twice@example.com' })).json().accountType).toBe(
      'notActivated',
    );
    expect((await signUp(t, 'twice@example.com')).json()).toEqual({
      code: 'EMAIL_EXISTS',
      message: 'An account with the given email already exists.',
      traceId: expect.any(String),
    });
    await post('/api/v1/confirm', {
      email: 'twice@example.com',
      code: await mailedCode(t, 'twice@example.com'),
    });
    expect((await post('/api/v1/accountType', { email: 'twice@example.com' })).json().accountType).toBe(
      'exists',
    );
  });

  it('refuses sign-in before activation only after a right password', async () => {
    await signUp(t, 'pending@example.com');
    const wrong = await post('/api/v1/signin', { email: 'pending@example.com', password: 'Wrong-pass-1' });
    expect(wrong.json().message).toBe('Incorrect username or password.');
    const right = await post('/api/v1/signin', { email: 'pending@example.com', password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('Account has not been activated.');
  });

  it('activates by activation id, once; wrong codes are counted and then locked', async () => {
    const { activationId } = (await signUp(t, 'byid@example.com')).json();
    const code = await mailedCode(t, 'byid@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await post('/api/v1/confirm', { activationId, code: wrong })).json().code).toBe('INVALID_CODE');
    expect((await post('/api/v1/confirm', { activationId, code })).json()).toEqual({ status: 'confirmed' });
    expect((await post('/api/v1/signin', { email: 'byid@example.com', password: PASSWORD })).statusCode).toBe(
      200,
    );

    await signUp(t, 'locked@example.com');
    const lockedCode = await mailedCode(t, 'locked@example.com');
    const bad = lockedCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await post('/api/v1/confirm', { email: 'locked@example.com', code: bad });
    const after = await post('/api/v1/confirm', { email: 'locked@example.com', code: lockedCode });
    expect(after.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
  });

  it('refuses an expired activation code', async () => {
    await signUp(t, 'late@example.com');
    const code = await mailedCode(t, 'late@example.com');
    await t.db.query(
      "update verification_codes set expires_at = now() - interval '1 minute' where user_id = (select id from users where email = 'late@example.com')",
    );
    expect((await post('/api/v1/confirm', { email: 'late@example.com', code })).json().code).toBe(
      'ACTIVATION_EXPIRED',
    );
  });

  it('resends the activation mail with a new code; unknown e-mails get the catalogue message', async () => {
    await signUp(t, 'resend@example.com');
    const first = await mailedCode(t, 'resend@example.com');
    expect((await post('/api/v1/confirmationCode/resend', { email: 'resend@example.com' })).statusCode).toBe(
      200,
    );
    const second = await mailedCode(t, 'resend@example.com');
    if (first !== second)
      expect((await post('/api/v1/confirm', { email: 'resend@example.com', code: first })).statusCode).toBe(
        400,
      );
    expect((await post('/api/v1/confirm', { email: 'resend@example.com', code: second })).statusCode).toBe(
      200,
    );
    const unknown = await post('/api/v1/confirmationCode/resend', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('migration from the old portal (docs/product.md#migration)', () => {
  it('turns an imported legacy user into an account; unknown → "User Does Not Exist"', async () => {
    await t.db.query(
      "insert into legacy_users (email, first_name, last_name, culture_code) values ('old@example.com', 'Ola', 'Nordmann', 'nb-NO')",
    );
    expect((await post('/api/v1/accountType', { email: 'old@example.com' })).json().accountType).toBe(
      'migration',
    );
    expect((await signUp(t, 'old@example.com')).json().code).toBe('NEEDS_MIGRATION');
    const body = { email: 'old@example.com', password: PASSWORD, cultureCode: '', signupSource: 'backstage' };
    const res = await post('/api/v1/users/migrate', body);
    expect(res.statusCode).toBe(201);
    // The mail is in the culture the old portal kept (nb-NO, since the form sent none), in its own words (ADR 083).
    expect((await lastMail(t, 'old@example.com')).text).toContain('Hei Ola,');
    expect((await post('/api/v1/accountType', { email: 'old@example.com' })).json().accountType).toBe(
      'notActivated',
    );
    const unknown = await post('/api/v1/users/migrate', { ...body, email: 'never@example.com' });
    expect(unknown.json()).toEqual({
      code: 'USER_DOES_NOT_EXIST',
      message: 'User Does Not Exist',
      traceId: expect.any(String),
    });
  });
});
