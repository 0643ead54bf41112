import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret } from '../../src/lib/keys';
import { activeUser, bearer, signUp, signUpPayload } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 8: a token signed with the portal's own key but claiming a lifetime the server never
// issues (a 10-year exp) was accepted; so was a sign-up security token with a far expiry.
let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await activeUser(t, 'token-lifetime@example.com')).userId;
});
afterAll(() => t.close());

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

async function idToken(iat: number, exp: number) {
  const key = await t.app.deps.keys.signingKey();
  return new SignJWT({ token_use: 'id', email: 'token-lifetime@example.com' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(t.config.PUBLIC_URL)
    .setSubject(userId)
    .setAudience('roland')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key.privateKey);
}

const me = async (jwt: string) => (await t.app.inject({ url: '/api/v1/me', headers: bearer(jwt) })).json();

describe('token lifetime', () => {
  it('accepts a token that lives as long as the server issues them for', async () => {
    expect((await me(await idToken(now(), now() + HOUR))).id).toBe(userId);
  });

  it('refuses a token with a 10-year expiry, one issued long ago, or one issued in the future', async () => {
    for (const [iat, exp] of [
      [now(), now() + 10 * 365 * 24 * HOUR],
      [now() - 2 * HOUR, now() + HOUR],
      [now() + 10 * 365 * 24 * HOUR, now() + 10 * 365 * 24 * HOUR + HOUR],
    ] as const) {
      expect(await me(await idToken(iat, exp))).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
  });

  it('refuses a sign-up security token signed with the real secret but a far expiry', async () => {
    const secret = await loadSecret(t.db, t.config, 'security-token.key');
    const body = `${randomUUID()}.${now() + 10 * 365 * 24 * HOUR}`;
    const forged = `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      headers: { 'x-client-id': 'roland', 'x-security-token': forged },
      payload: signUpPayload('forged-security-token@example.com'),
    });
    expect(res.json()).toMatchObject({ code: 'INVALID_SECURITY_TOKEN' });
    expect((await signUp(t, 'real-security-token@example.com')).statusCode).toBe(201);
  });
});
