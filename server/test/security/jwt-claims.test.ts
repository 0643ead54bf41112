import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Finding 10: a token signed by the portal's own key is still refused without exp or iat.
let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await activeUser(t, 'jwt-claims@example.com')).userId;
});
afterAll(() => t.close());

async function token(options: { exp: boolean; iat: boolean }) {
  const key = await t.app.deps.keys.signingKey();
  let jwt = new SignJWT({ token_use: 'id', email: 'jwt-claims@example.com' })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(t.config.PUBLIC_URL)
    .setSubject(userId)
    .setAudience('roland');
  if (options.iat) jwt = jwt.setIssuedAt();
  if (options.exp) jwt = jwt.setExpirationTime('1h');
  return jwt.sign(key.privateKey);
}

describe('token verification', () => {
  it('accepts a token with exp and iat, refuses one without either', async () => {
    const me = async (jwt: string) =>
      (await t.app.inject({ url: '/api/v1/me', headers: bearer(jwt) })).statusCode;
    expect(await me(await token({ exp: true, iat: true }))).toBe(200);
    expect(await me(await token({ exp: false, iat: true }))).toBe(401);
    expect(await me(await token({ exp: true, iat: false }))).toBe(401);
    expect(await me(await token({ exp: false, iat: false }))).toBe(401);
  });
});
