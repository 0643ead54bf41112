import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD, reauthHeader } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountLockBudget } from '../../lib/attempt-limit';
import { twoStepBudgets } from './two-step-budget';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let secret: string;
let recoveryCodes: string[];
const A = 'two-step-a@example.com';

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, A);
}, 180_000);
afterAll(() => t.close());

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
const call = (
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    payload,
    headers: token ? { ...bearer(token), ...headers } : {},
  });
const signIn = (ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers: { 'x-forwarded-for': ip },
    payload: { email: A, password: PASSWORD },
  });
const secondStep = (mfaToken: string, code: string, ip = '203.0.113.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin/mfa',
    headers: { 'x-forwarded-for': ip },
    payload: { mfaToken, code },
  });
/** Forgets the wrong codes of a test: the password lockout's and the two-step budget's (ADR 059). */
const clearLock = async () => {
  for (const budget of [accountLockBudget(A), ...twoStepBudgets(a.userId)]) await t.kv.del(budget.key);
};

describe('two-step sign-in with an authenticator app (docs/product.md#two-step-sign-in)', () => {
  it('sets up with a secret and otpauth URI, and turns on with a first code, giving 10 recovery codes', async () => {
    expect((await call('POST', `/users/${a.userId}/mfa/totp`, a.idToken)).statusCode).toBe(401);
    // Binding an authenticator needs a recent proof (docs/product.md#re-authentication).
    expect((await call('POST', `/users/${a.userId}/mfa/totp`, a.accessToken)).json().code).toBe(
      'REAUTH_REQUIRED',
    );
    const setUp = await call(
      'POST',
      `/users/${a.userId}/mfa/totp`,
      a.accessToken,
      undefined,
      await reauthHeader(t, a),
    );
    expect(setUp.statusCode).toBe(200);
    ({ secret } = setUp.json());
    expect(setUp.json().otpauthUri).toMatch(
      /^otpauth:\/\/totp\/Backstage:two-step-a%40example\.com\?.*secret=/,
    );
    const wrong = await call('POST', `/users/${a.userId}/mfa/totp/verify`, a.accessToken, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect((await call('GET', `/users/${a.userId}/mfa`, a.idToken)).json()).toEqual({
      totpEnabled: false,
      recoveryCodesLeft: 0,
    });
    const on = await call('POST', `/users/${a.userId}/mfa/totp/verify`, a.accessToken, {
      code: await codeAt(),
    });
    expect(on.statusCode).toBe(200);
    recoveryCodes = on.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const stored = await t.db.query<{ codeHash: string }>(
      'select code_hash as "codeHash" from recovery_codes where user_id = $1',
      [a.userId],
    );
    for (const code of recoveryCodes) expect(stored.rows.map((row) => row.codeHash)).not.toContain(code);
    expect((await call('GET', `/users/${a.userId}/mfa`, a.idToken)).json()).toEqual({
      totpEnabled: true,
      recoveryCodesLeft: 10,
    });
    const again = await call(
      'POST',
      `/users/${a.userId}/mfa/totp`,
      a.accessToken,
      undefined,
      await reauthHeader(t, a),
    );
    expect(again.statusCode).toBe(409);
    await clearLock();
  });

  it('asks for the second step at sign-in and gives tokens for a code of the step before or after', async () => {
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(first.json()).not.toHaveProperty('idToken');
    const passed = await secondStep(first.json().mfaToken, await codeAt(1));
    expect(passed.statusCode).toBe(200);
    expect(passed.json()).toMatchObject({ idToken: expect.any(String), refreshToken: expect.any(String) });
    // The token is spent.
    expect((await secondStep(first.json().mfaToken, await codeAt(-1))).statusCode).toBe(401);
    const history = (await call('GET', `/users/${a.userId}/signInHistory`, passed.json().idToken)).json();
    expect(
      history.data
        .slice(0, 2)
        .map((event: { kind: string }) => event.kind)
        .sort(),
    ).toEqual(['success', 'twoStepPassed']);
  });

  it('refuses a code used before, and counts wrong codes toward the account’s two-step budget', async () => {
    const used = await codeAt(1);
    const again = await signIn();
    const reused = await secondStep(again.json().mfaToken, used);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_CODE');
    for (let i = 0; i < 4; i += 1) await secondStep(again.json().mfaToken, '123456');
    const locked = await secondStep(again.json().mfaToken, await codeAt());
    expect(locked.statusCode).toBe(429);
    const history = (await call('GET', `/users/${a.userId}/signInHistory`, a.idToken)).json();
    expect(history.data.slice(0, 2).map((event: { kind: string }) => event.kind)).toEqual([
      'locked',
      'twoStepFailed',
    ]);
    await clearLock();
  });

  it('takes each recovery code once', async () => {
    const one = await signIn();
    const withCode = await secondStep(one.json().mfaToken, recoveryCodes[0]!.toLowerCase());
    expect(withCode.statusCode).toBe(200);
    const two = await signIn();
    expect((await secondStep(two.json().mfaToken, recoveryCodes[0]!)).statusCode).toBe(400);
    expect((await call('GET', `/users/${a.userId}/mfa`, a.idToken)).json().recoveryCodesLeft).toBe(9);
    await clearLock();
  });

  it('refuses a bad token and bad input without changing anything', async () => {
    expect((await secondStep('x'.repeat(43), '123456')).statusCode).toBe(401);
    const bad = await secondStep('x'.repeat(43), 'not a code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_INPUT');
  });

  it('turns off only with a current code (and a recent password: docs/product.md#re-authentication)', async () => {
    const proof = await reauthHeader(t, a);
    const turnOff = (code: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/users/${a.userId}/mfa/totp`,
        headers: { ...bearer(a.accessToken), ...proof },
        payload: { code },
      });
    const wrong = await turnOff('000000');
    expect(wrong.statusCode).toBe(400);
    await clearLock();
    // A fresh step: the codes of the steps before were spent by the sign-ins above.
    const off = await turnOff(await codeAt(2));
    expect(off.statusCode).toBe(400);
    await clearLock();
    await t.db.query('update totp_factors set last_time_step = 0 where user_id = $1', [a.userId]);
    const now = await turnOff(await codeAt());
    expect(now.statusCode).toBe(200);
    const plain = await signIn();
    expect(plain.json()).toHaveProperty('idToken');
  });
});
