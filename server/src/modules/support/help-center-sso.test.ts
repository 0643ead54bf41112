import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SECRET = 'help-centre-shared-secret-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ZENDESK_HELP_CENTER_URL: 'https://roland.zendesk.example',
    ZENDESK_SSO_SECRET: SECRET,
  });
});
afterAll(() => t.close());

const sso = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/zendesk/sso', payload });

describe('help-centre single sign-on (docs/product.md#help-centre)', () => {
  it('hands the optional product and serial number to the help centre as user fields', async () => {
    const u = await activeUser(t, 'sso-product@example.com');
    const withProduct = await sso({ idToken: u.idToken, product: ' TD-17 ', serialCode: 'Z1234567' });
    const token = new URL(withProduct.json().redirectUrl).searchParams.get('jwt')!;
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET));
    expect(payload.user_fields).toEqual({ product: 'TD-17', serial_number: 'Z1234567' });
    const without = await sso({ idToken: u.idToken, product: '', serialCode: '' });
    const plain = await jwtVerify(
      new URL(without.json().redirectUrl).searchParams.get('jwt')!,
      new TextEncoder().encode(SECRET),
    );
    expect(plain.payload).not.toHaveProperty('user_fields');
    expect((await sso({ idToken: u.idToken, serialCode: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('answers the help centre’s JWT address with a token signed by the shared secret', async () => {
    const u = await activeUser(t, 'sso-user@example.com');
    const returnTo = 'https://roland.zendesk.example/hc/en-us/articles/42';
    const response = await sso({ idToken: u.idToken, returnTo });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().redirectUrl);
    expect(url.origin + url.pathname).toBe('https://roland.zendesk.example/access/jwt');
    expect(url.searchParams.get('return_to')).toBe(returnTo);
    const { payload, protectedHeader } = await jwtVerify(
      url.searchParams.get('jwt')!,
      new TextEncoder().encode(SECRET),
    );
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      name: 'Aiko Tanaka',
      email: 'sso-user@example.com',
      external_id: u.userId,
    });
    expect(typeof payload.jti).toBe('string');
    expect(typeof payload.iat).toBe('number');
    await expect(
      jwtVerify(url.searchParams.get('jwt')!, new TextEncoder().encode('another-secret-0123456789')),
    ).rejects.toThrow();
  });

  it('refuses a returnTo on another host', async () => {
    const u = await activeUser(t, 'sso-foreign@example.com');
    for (const returnTo of [
      'https://evil.example/hc',
      'https://roland.zendesk.example.evil.example/',
      '//evil.example/x',
    ]) {
      const response = await sso({ idToken: u.idToken, returnTo });
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'INVALID_REDIRECT_URI',
        message: 'Invalid redirect URI.',
      });
    }
  });

  it('fails with the spec’s texts for a bad token: drum brands get the short one', async () => {
    const bad = await sso({ idToken: 'not-a-token' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ message: 'Error: Failed to log in. Please try again.' });
    const drum = await sso({ idToken: 'not-a-token', brand: 'PDP' });
    expect(drum.json()).toMatchObject({ message: 'Error: Please try again.' });
  });

  it('fails when the help centre is not configured', async () => {
    const bare = await createTestApp();
    try {
      const u = await activeUser(bare, 'sso-bare@example.com');
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/zendesk/sso',
        payload: { idToken: u.idToken },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
