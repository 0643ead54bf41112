import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { authorizeUrl, pkce, signInBrowser } from './support';

// Finding 7: answers that carry tokens or personal data are never stored by a browser or a proxy.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control: no-store', () => {
  it('on sign-in, refresh, oauth2/token, me, the security token and a profile update', async () => {
    const user = await activeUser(t, 'no-store@example.com');
    const { cookie } = await signInBrowser(t, 'no-store@example.com');
    const { verifier, challenge } = pkce();
    const authorize = await t.app.inject({ url: authorizeUrl(t, challenge), headers: { cookie } });
    const code = new URL(String(authorize.headers.location)).searchParams.get('code')!;
    const answers = {
      signin: await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: 'no-store@example.com', password: PASSWORD },
      }),
      clientSignin: await t.app.inject({
        method: 'POST',
        url: '/api/v1/client/boss/signin',
        payload: { email: 'no-store@example.com', password: PASSWORD },
      }),
      refresh: await t.app.inject({
        method: 'POST',
        url: '/api/v1/tokens/refresh',
        payload: { token: user.refreshToken },
      }),
      authorize,
      token: await t.app.inject({
        method: 'POST',
        url: '/api/v1/oauth2/token',
        payload: { code, codeVerifier: verifier },
      }),
      me: await t.app.inject({ url: '/api/v1/me', headers: bearer(user.idToken) }),
      serverTime: await t.app.inject('/api/v1/serverTime'),
      profile: await t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.userId}`,
        payload: { firstName: 'Kei' },
        headers: bearer(user.idToken),
      }),
      myGear: await t.app.inject({
        url: `/api/v1/users/${user.userId}/registeredProducts`,
        headers: bearer(user.idToken),
      }),
      refused: await t.app.inject({ url: '/api/v1/me' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('leaves the public, cacheable master lists cacheable', async () => {
    const res = await t.app.inject('/api/v1/genders/cache');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});
