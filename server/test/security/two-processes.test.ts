import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, mailedCode, PASSWORD, signUpPayload } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { authorizeUrl, pkce } from './support';

// Scale-out: two processes with their own DATA_DIR on one database and one key-value store (PostgreSQL and
// Redis in the runs that have them) behave as one server.
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, { sameStoresAs: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('two processes without a shared volume', () => {
  it('have separate data directories and publish the same keys', async () => {
    expect(a.config.DATA_DIR).not.toBe(b.config.DATA_DIR);
    const jwks = async (t: TestApp) => (await t.app.inject('/.well-known/jwks.json')).json();
    expect(await jwks(b)).toEqual(await jwks(a));
  });

  it('sign up on one, activate and sign in on the other, refresh on the first; a spent refresh token is refused on either', async () => {
    const email = 'two-processes@example.com';
    const { securityToken } = (await b.app.inject('/api/v1/serverTime')).json();
    const signUp = await post(a, '/api/v1/signup', signUpPayload(email), {
      'x-client-id': 'roland',
      'x-security-token': securityToken,
    });
    expect(signUp.statusCode).toBe(201);
    // The security token is single use on both.
    const again = await post(b, '/api/v1/signup', signUpPayload('two-processes-2@example.com'), {
      'x-client-id': 'roland',
      'x-security-token': securityToken,
    });
    expect(again.json().code).toBe('INVALID_SECURITY_TOKEN');

    expect((await post(b, '/api/v1/confirm', { email, code: await mailedCode(a, email) })).statusCode).toBe(
      200,
    );
    const signIn = await post(b, '/api/v1/signin', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const tokens = signIn.json();
    expect((await a.app.inject({ url: '/api/v1/me', headers: bearer(tokens.idToken) })).json().email).toBe(
      email,
    );

    const refreshed = await post(a, '/api/v1/tokens/refresh', { token: tokens.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await b.app.inject({ url: '/api/v1/me', headers: bearer(refreshed.json().idToken) })).statusCode,
    ).toBe(200);
    // Within 15 s a repeat on either gets the same tokens (ADR 064); past them it is a reuse on either.
    for (const t of [b, a])
      expect((await post(t, '/api/v1/tokens/refresh', { token: tokens.refreshToken })).json()).toEqual(
        refreshed.json(),
      );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOKEN_REFRESH_MEMO_MS });
    for (const t of [b, a])
      expect((await post(t, '/api/v1/tokens/refresh', { token: tokens.refreshToken })).statusCode).toBe(401);
    vi.useRealTimers();
    // Reuse revoked the whole family, on both.
    expect(
      (await post(b, '/api/v1/tokens/refresh', { token: refreshed.json().refreshToken })).statusCode,
    ).toBe(401);

    // The browser session cookie of one is honoured by the other.
    const cookie = String(
      (await post(a, '/api/v1/signin', { email, password: PASSWORD })).headers['set-cookie'],
    ).split(';')[0]!;
    const authorize = await b.app.inject({ url: authorizeUrl(b, pkce().challenge), headers: { cookie } });
    expect(new URL(String(authorize.headers.location)).searchParams.has('code')).toBe(true);
  });

  it('count sign-in failures across both', async () => {
    const email = 'two-processes-lock@example.com';
    const { securityToken } = (await a.app.inject('/api/v1/serverTime')).json();
    await post(a, '/api/v1/signup', signUpPayload(email), {
      'x-client-id': 'roland',
      'x-security-token': securityToken,
    });
    await post(a, '/api/v1/confirm', { email, code: await mailedCode(a, email) });
    for (let i = 0; i < 5; i++) {
      const res = await post(
        i % 2 ? a : b,
        '/api/v1/signin',
        { email, password: 'Wrong-pass-1' },
        {
          'x-forwarded-for': `198.51.100.${i + 1}`,
        },
      );
      expect(res.statusCode).toBe(401);
    }
    for (const t of [a, b]) {
      const res = await post(t, '/api/v1/signin', { email, password: PASSWORD });
      expect(res.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    }
  });

  it('share the verification-code budgets', async () => {
    const email = 'two-processes-codes@example.com';
    const { securityToken } = (await a.app.inject('/api/v1/serverTime')).json();
    await post(a, '/api/v1/signup', signUpPayload(email), {
      'x-client-id': 'roland',
      'x-security-token': securityToken,
    });
    for (let round = 0; round < 2; round++) {
      const code = await mailedCode(a, email);
      for (let i = 0; i < 5; i++)
        await post(
          round ? b : a,
          '/api/v1/confirm',
          { email, code: code === '000000' ? '111111' : '000000' },
          {
            'x-forwarded-for': `198.51.100.${20 + round * 5 + i}`,
          },
        );
      await post(a, '/api/v1/confirmationCode/resend', { email });
    }
    const right = await post(b, '/api/v1/confirm', { email, code: await mailedCode(a, email) });
    expect(right.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
  });
});
