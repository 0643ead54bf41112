import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, mailedCode, reauthHeader, signUp } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { wrongCode } from './support';

// Finding 2: wrong verification codes are budgeted per account and flow across re-requests, and per client
// address; the budgets and the odds they leave are in docs/decisions/013-verification-code-budgets.md.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let clients = 0;
/** A request from a client address of its own, so only the account's budget is in play. */
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
const post = (url: string, payload: object, headers: Record<string, string> = fromNewClient()) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const LIMIT = {
  code: 'ATTEMPT_LIMIT_EXCEEDED',
  message: 'Attempt limit exceeded. Please try again later.',
  traceId: expect.any(String),
};

describe('wrong verification codes per account and flow', () => {
  it('password reset: a new code does not start a new budget; after 10 wrong codes even the right one is refused', async () => {
    const email = 'budget-reset@example.com';
    await activeUser(t, email);
    const confirm = (code: string) =>
      post('/api/v1/users/password/confirm', { email, code, newPassword: 'Snare-Roll-2026' });
    for (let round = 0; round < 2; round++) {
      await post('/api/v1/users/password', { email });
      const code = await mailedCode(t, email);
      for (let i = 0; i < 5; i++) expect((await confirm(wrongCode(code))).statusCode).toBe(400);
    }
    await post('/api/v1/users/password', { email });
    const right = await confirm(await mailedCode(t, email));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LIMIT);
    const signIn = await post('/api/v1/signin', { email, password: 'Snare-Roll-2026' });
    expect(signIn.statusCode).toBe(401);
  });

  it('tries sent all at once each count before the code is checked: a burst gets no more than the budget left', async () => {
    const email = 'budget-burst@example.com';
    await activeUser(t, email);
    const confirm = (code: string) =>
      post('/api/v1/users/password/confirm', { email, code, newPassword: 'Snare-Roll-2026' });
    for (let round = 0; round < 2; round++) {
      await post('/api/v1/users/password', { email });
      const code = await mailedCode(t, email);
      for (let i = 0; i < 4; i++) expect((await confirm(wrongCode(code))).statusCode).toBe(400);
    }
    // 8 of the hour's 10 are spent; a fresh code has 5 tries of its own, so only the account's budget holds
    // the burst to 2.
    await post('/api/v1/users/password', { email });
    const code = await mailedCode(t, email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(wrongCode(code))));
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(2);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(18);
  });

  it('activation: resending does not start a new budget', async () => {
    const email = 'budget-activation@example.com';
    await signUp(t, email);
    for (let round = 0; round < 2; round++) {
      const code = await mailedCode(t, email);
      for (let i = 0; i < 5; i++) await post('/api/v1/confirm', { email, code: wrongCode(code) });
      await post('/api/v1/confirmationCode/resend', { email });
    }
    const right = await post('/api/v1/confirm', { email, code: await mailedCode(t, email) });
    expect(right.json()).toEqual(LIMIT);
    expect((await post('/api/v1/accountType', { email })).json().accountType).toBe('notActivated');
  });

  it('e-mail change: asking again does not start a new budget', async () => {
    const user = await activeUser(t, 'budget-owner@example.com');
    // Each request needs its own re-authentication proof: a proof serves one action (ADR 073).
    const ask = async () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.userId}`,
        payload: { email: 'budget-new@example.com', mailFormatType: 'html' },
        headers: { ...bearer(user.accessToken), ...fromNewClient(), ...(await reauthHeader(t, user)) },
      });
    const verify = (code: string) =>
      post(
        `/api/v1/users/${user.userId}/linkage/changeEmail`,
        { code },
        {
          ...bearer(user.accessToken),
          ...fromNewClient(),
        },
      );
    for (let round = 0; round < 2; round++) {
      expect((await ask()).statusCode).toBe(200);
      const code = await mailedCode(t, 'budget-new@example.com');
      for (let i = 0; i < 5; i++) await verify(wrongCode(code));
    }
    await ask();
    expect((await verify(await mailedCode(t, 'budget-new@example.com'))).json()).toEqual(LIMIT);
  });

  it('a day allows fewer wrong codes than 24 hourly budgets', async () => {
    const email = 'budget-day@example.com';
    const user = await activeUser(t, email);
    // 15 wrong codes spread over the last day: the hourly budget is fresh, the daily one spent.
    for (let i = 0; i < 15; i++) await t.kv.incr(`code-fail:password_reset:${user.userId}:day`, 86_400);
    await post('/api/v1/users/password', { email });
    const code = await mailedCode(t, email);
    const res = await post('/api/v1/users/password/confirm', { email, code, newPassword: 'Snare-Roll-2026' });
    expect(res.json()).toEqual(LIMIT);
  });
});

describe('wrong verification codes per client address', () => {
  it('30 wrong codes from one address lock every flow for it, and only for it', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/v1/users/password/confirm',
        { email: `guess-${i}@example.com`, code: '123456', newPassword: 'Snare-Roll-2026' },
        attacker,
      );
      expect(res.statusCode).toBe(400);
    }
    await signUp(t, 'budget-ip@example.com');
    const code = await mailedCode(t, 'budget-ip@example.com');
    const locked = await post('/api/v1/confirm', { email: 'budget-ip@example.com', code }, attacker);
    expect(locked.json()).toEqual(LIMIT);
    const other = await post('/api/v1/confirm', { email: 'budget-ip@example.com', code });
    expect(other.json()).toEqual({ status: 'confirmed' });
  });
});
