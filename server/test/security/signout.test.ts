import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';
import { browserUser, sessionGetsCode } from './support';

// Finding 6: a link or a form on another site must not end the browser session.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signOut = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/oauth2/signout', headers: { cookie, ...headers } });

describe('oauth2/signout', () => {
  it('GET changes nothing and leads to the sign-out page that asks first', async () => {
    const { cookie } = await browserUser(t, 'signout-get@example.com');
    const res = await t.app.inject({ url: '/api/v1/oauth2/signout', headers: { cookie } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${t.config.PUBLIC_URL}/backstage/oauth2/logout`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionGetsCode(t, cookie)).toBe(true);
  });

  it('POST from another site, or with no origin at all, is refused and ends nothing', async () => {
    const { cookie } = await browserUser(t, 'signout-csrf@example.com');
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: `${t.config.PUBLIC_URL}.evil.example` },
      {},
    ] as Record<string, string>[]) {
      const res = await signOut(cookie, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await sessionGetsCode(t, cookie)).toBe(true);
  });

  it('POST from this site’s own pages ends the session', async () => {
    const first = await browserUser(t, 'signout-origin@example.com');
    expect((await signOut(first.cookie, { origin: t.config.PUBLIC_URL })).statusCode).toBe(200);
    expect(await sessionGetsCode(t, first.cookie)).toBe(false);
    const second = await browserUser(t, 'signout-referer@example.com');
    const referer = `${t.config.PUBLIC_URL}/backstage/oauth2/logout`;
    expect((await signOut(second.cookie, { referer })).statusCode).toBe(200);
    expect(await sessionGetsCode(t, second.cookie)).toBe(false);
  });
});
