import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, bearer, PASSWORD } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const me = (token: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(token) });

describe('sign-in and tokens (docs/product.md#tokens)', () => {
  it('returns id, access and refresh tokens; the id token carries the contract claims', async () => {
    const session = await activeUser(t, 'claims@example.com');
    expect(session).toMatchObject({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    const claims = JSON.parse(Buffer.from(session.idToken.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: session.userId,
      email: 'claims@example.com',
      email_verified: true,
      'custom:user_id': session.userId,
      aud: 'dw' === claims.aud ? 'dw' : claims.aud,
    });
    const header = JSON.parse(Buffer.from(session.idToken.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('ES256');
    const jwks = (await t.app.inject('/.well-known/jwks.json')).json() as { keys: Record<string, unknown>[] };
    // The set's order is no contract: a client picks the key by the header's kid.
    const key = jwks.keys.find((candidate) => candidate.kid === header.kid);
    expect(key).toMatchObject({ kty: 'EC', crv: 'P-256' });
    for (const published of jwks.keys) expect(published).not.toHaveProperty('d');
    expect((await me(session.idToken)).json()).toMatchObject({
      email: 'claims@example.com',
      firstName: 'Aiko',
    });
  });

  it('signs in for a known client only', async () => {
    await activeUser(t, 'client@example.com');
    const res = await post('/api/v1/client/boss/signin', { email: 'client@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const aud = JSON.parse(Buffer.from(res.json().idToken.split('.')[1], 'base64url').toString()).aud;
    expect(aud).toBe('boss');
    const unknown = await post('/api/v1/client/yamaha/signin', {
      email: 'client@example.com',
      password: PASSWORD,
    });
    expect(unknown.json().message).toBe('Failed: Invalid client ID');
  });

  it('answers unknown e-mails exactly like wrong passwords', async () => {
    await activeUser(t, 'known@example.com');
    const wrong = await post('/api/v1/signin', {
      email: 'known@example.com',
      password: 'Not-the-1-password',
    });
    const unknown = await post('/api/v1/signin', {
      email: 'unknown@example.com',
      password: 'Not-the-1-password',
    });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(withoutTraceId(unknown)).toEqual(withoutTraceId(wrong));
    expect(wrong.json()).toEqual({
      code: 'INCORRECT_CREDENTIALS',
      message: 'Incorrect username or password.',
      traceId: expect.any(String),
    });
  });

  it('locks an account after repeated failures, unknown e-mails too', async () => {
    await activeUser(t, 'target@example.com');
    for (const email of ['target@example.com', 'nosuch@example.com']) {
      for (let i = 0; i < 5; i++)
        await post(
          '/api/v1/signin',
          { email, password: 'Wrong-pass-1' },
          { 'x-forwarded-for': `10.0.0.${i}` },
        );
      const locked = await post(
        '/api/v1/signin',
        { email, password: PASSWORD },
        { 'x-forwarded-for': '10.0.1.1' },
      );
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Attempt limit exceeded. Please try again later.');
    }
  });

  it('locks an IP that tries many accounts, not other IPs', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.7' };
    for (let i = 0; i < 20; i++)
      await post('/api/v1/signin', { email: `spray${i}@example.com`, password: 'Wrong-pass-1' }, headers);
    const sprayed = await post(
      '/api/v1/signin',
      { email: 'spray99@example.com', password: 'Wrong-pass-1' },
      headers,
    );
    expect(sprayed.statusCode).toBe(429);
    const other = { 'x-forwarded-for': '192.0.2.8' };
    expect(
      (await post('/api/v1/signin', { email: 'spray99@example.com', password: 'Wrong-pass-1' }, other))
        .statusCode,
    ).toBe(401);
  });
});

describe('token tampering', () => {
  it('refuses alg none, a foreign key, expired tokens, a wrong audience and access tokens as id tokens', async () => {
    const session = await activeUser(t, 'tamper@example.com');
    const [header, payload] = session.idToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    expect((await me(none)).statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const { privateKey } = await generateKeyPair('ES256');
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(privateKey);
    expect((await me(foreign)).statusCode).toBe(401);
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${session.idToken.split('.')[2]}`;
    expect((await me(altered)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject('/api/v1/me')).json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Please log in',
      traceId: expect.any(String),
    });
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing a rotated token after the 15 s of its result revokes the family', async () => {
    const session = await activeUser(t, 'rotate@example.com');
    const first = await post('/api/v1/tokens/refresh', { token: session.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().refreshToken;
    expect(next).not.toBe(session.refreshToken);
    expect((await me(first.json().idToken)).statusCode).toBe(200);
    // Within the 15 s a repeat gets the same answer (refresh-memo.test.ts); the clock moves past them.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TOKEN_REFRESH_MEMO_MS });
    const replay = await post('/api/v1/tokens/refresh', { token: session.refreshToken });
    vi.useRealTimers();
    expect(replay.json()).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Token has expired. Please login again.',
      traceId: expect.any(String),
    });
    expect((await post('/api/v1/tokens/refresh', { token: next })).statusCode).toBe(401);
  });

  it('stop at the absolute expiry and after sign-out', async () => {
    const session = await activeUser(t, 'expiry@example.com');
    await t.db.query("update refresh_families set expires_at = now() - interval '1 second'");
    expect((await post('/api/v1/tokens/refresh', { token: session.refreshToken })).statusCode).toBe(401);
    const again = (await post('/api/v1/signin', { email: 'expiry@example.com', password: PASSWORD })).json();
    await post('/api/v1/signout/sessions', { token: again.refreshToken });
    expect((await post('/api/v1/tokens/refresh', { token: again.refreshToken })).statusCode).toBe(401);
    const third = (await post('/api/v1/signin', { email: 'expiry@example.com', password: PASSWORD })).json();
    expect((await post('/api/v1/client/boss/tokens/refresh', { token: third.refreshToken })).statusCode).toBe(
      401,
    );
    await post('/api/v1/globalSignOut', {}, bearer(third.idToken));
    expect((await post('/api/v1/tokens/refresh', { token: third.refreshToken })).statusCode).toBe(401);
  });
});
