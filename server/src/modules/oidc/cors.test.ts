import { OIDC_PATHS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcApp } from '../../../test/oidc-helpers';
import type { TestApp } from '../../../test/test-app';
import { CORS_PATHS } from './cors';

// docs/decisions/089-*: CORS for the origins of the clients' registered redirect URIs, on these calls only.
let t: TestApp;
beforeAll(async () => {
  t = await createOidcApp();
});
afterAll(() => t.close());

const REGISTERED = ['https://notes.example.net', 'http://localhost:8080', 'https://forum.example.com'];
const cors = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
const preflight = (url: string, origin: string) =>
  t.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization',
    },
  });

describe('CORS for OpenID Connect browser clients', () => {
  it.each(CORS_PATHS)(
    '%s: a registered origin gets its own origin back, preflight included',
    async (path) => {
      for (const origin of REGISTERED) {
        const res = await t.app.inject({ url: path, headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        expect(String(res.headers.vary)).toMatch(/Origin/);
        const pre = await preflight(path, origin);
        expect(pre.statusCode).toBe(204);
        expect(cors(pre.headers)).toEqual({
          'access-control-allow-origin': origin,
          'access-control-allow-methods': 'GET, POST',
          'access-control-allow-headers': 'Authorization, Content-Type',
          'access-control-max-age': '600',
        });
      }
    },
  );

  it.each(CORS_PATHS)('%s: any other origin gets no CORS header, never *', async (path) => {
    for (const origin of [
      'https://evil.example.com',
      'https://notes.example.net:444',
      'null',
      'com.notes.app:',
    ]) {
      expect(cors((await t.app.inject({ url: path, headers: { origin } })).headers)).toEqual({});
      expect(cors((await preflight(path, origin)).headers)).toEqual({});
    }
  });

  it('the token endpoint’s errors carry CORS too, so a browser client can read them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: OIDC_PATHS.token,
      headers: { origin: REGISTERED[0], 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(REGISTERED[0]);
  });

  it.each([
    OIDC_PATHS.authorize,
    OIDC_PATHS.consent,
    OIDC_PATHS.confirmLogout,
    '/api/v1/oauth2/signout',
    '/api/v1/me',
    '/api/v1/signin',
  ])('%s answers no CORS, even for a registered origin', async (url) => {
    const res = await t.app.inject({ url, headers: { origin: REGISTERED[0] } });
    expect(cors(res.headers)).toEqual({});
    expect(cors((await preflight(url, REGISTERED[0]!)).headers)).toEqual({});
  });
});
