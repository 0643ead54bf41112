import { OPEN_REDIRECT_VECTORS } from '@backstage/domain/redirect-vectors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../accounts-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { authorizeUrl, pkce } from './support';

// Finding 9: every redirect parameter the server honours refuses the whole vector list.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('redirect parameters', () => {
  it('RedirectPathAfterSignup refuses every vector, signed in and signed out, storing nothing', async () => {
    const user = await activeUser(t, 'redirects@example.com');
    for (const path of OPEN_REDIRECT_VECTORS) {
      const signedIn = await t.app.inject({
        method: 'POST',
        url: `/api/v1/temporaryData/${user.userId}/RedirectPathAfterSignup`,
        payload: { path },
        headers: bearer(user.idToken),
      });
      expect(signedIn.statusCode, JSON.stringify(path)).toBe(400);
      const signedOut = await t.app.inject({
        method: 'POST',
        url: '/api/v1/temporaryData',
        payload: { email: 'redirects-new@example.com', purpose: 'RedirectPathAfterSignup', body: { path } },
        headers: { 'x-forwarded-for': `198.51.100.${OPEN_REDIRECT_VECTORS.indexOf(path)}` },
      });
      expect(signedOut.statusCode, JSON.stringify(path)).toBe(400);
    }
    expect((await t.db.query('select 1 from temporary_data')).rows).toHaveLength(0);
  });

  it('oauth2/authorize sends codes only to the registered redirect URI', async () => {
    const { challenge } = pkce();
    const registered = `${t.config.PUBLIC_URL}/backstage/oauth2/redirect`;
    for (const uri of [...OPEN_REDIRECT_VECTORS, `${registered}\t`, `${registered}%0a`, ` ${registered}`]) {
      const res = await t.app.inject(authorizeUrl(t, challenge, { redirect_uri: uri }));
      expect(res.statusCode, JSON.stringify(uri)).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('oauth2/signout follows no redirect parameter', async () => {
    for (const uri of OPEN_REDIRECT_VECTORS) {
      const query = new URLSearchParams({ client_id: 'dw', redirect_uri: uri });
      const get = await t.app.inject(`/api/v1/oauth2/signout?${query}`);
      expect(get.headers.location).toBe(`${t.config.PUBLIC_URL}/backstage/oauth2/logout`);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/oauth2/signout?${query}`,
        headers: { origin: t.config.PUBLIC_URL },
      });
      expect(post.headers.location, JSON.stringify(uri)).toBeUndefined();
    }
  });
});
