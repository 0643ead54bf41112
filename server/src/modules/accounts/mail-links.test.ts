import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail, reauthHeader, signUp } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// docs/product.md#routing-mode: the routing mode is configuration; every address the server hands out must open in that mode.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ROUTER_MODE: 'hash' });
});
afterAll(() => t.close());

const portal = () => `${t.config.PUBLIC_URL}/backstage/#/`;

describe('addresses in hash routing (docs/product.md#routing-mode)', () => {
  it('mails the activation link as a hash route', async () => {
    await signUp(t, 'hash-activate@example.com');
    const mail = await lastMail(t, 'hash-activate@example.com');
    expect(mail.text).toContain(`${portal()}activation?code=`);
    expect(mail.html).toContain(`${portal()}activation?code=`);
  });

  it('mails the password reset, e-mail change and notice links as hash routes', async () => {
    const session = await activeUser(t, 'hash-reset@example.com');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password',
      payload: { email: 'hash-reset@example.com' },
    });
    expect((await lastMail(t, 'hash-reset@example.com')).text).toContain(`${portal()}reset-password?code=`);
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${session.userId}`,
      headers: { ...bearer(session.accessToken), ...(await reauthHeader(t, session)) },
      payload: { email: 'hash-new@example.com' },
    });
    expect(change.statusCode).toBe(200);
    expect((await lastMail(t, 'hash-new@example.com')).text).toContain(`${portal()}email-change?code=`);
    expect((await lastMail(t, 'hash-reset@example.com')).text).toContain(portal());
  });

  it('sends a browser to sign in and to the privacy page by hash route', async () => {
    const authorize = await t.app.inject(
      `/api/v1/oauth2/authorize?${new URLSearchParams({
        client_id: 'dw',
        redirect_uri: `${t.config.PUBLIC_URL}/backstage/oauth2/redirect`,
        state: 'state-12345',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
        response_type: 'code',
      })}`,
    );
    expect(authorize.statusCode).toBe(302);
    expect(authorize.headers.location).toMatch(
      new RegExp(`^${t.config.PUBLIC_URL}/backstage/#/login\\?continue=%2Fapi%2Fv1%2Foauth2%2Fauthorize`),
    );
    const privacy = await t.app.inject('/api/services/url/privacy_policy/?culture_code=ja-JP&brand=boss');
    expect(privacy.json().url).toBe(`${portal()}privacy?culture_code=ja-JP&theme=boss`);
  });
});
