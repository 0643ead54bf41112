import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second process of the same deployment: the memo is shared through the key-value store.
  other = await createTestApp({}, { sameStoresAs: t });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token: string, on: TestApp = t, url = '/api/v1/tokens/refresh') =>
  on.app.inject({ method: 'POST', url, payload: { token } });
const me = (idToken: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(idToken) });
/** Moves the servers' clock (Date only: timers, the database and Redis keep real time). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
};

describe('a refresh result is kept 15 s (docs/product.md#refresh-tokens, ADR 064)', () => {
  it('gives two concurrent refreshes of one token, on two processes, the same new tokens', async () => {
    const session = await activeUser(t, 'memo-concurrent@example.com');
    const [first, second, third] = await Promise.all([
      refresh(session.refreshToken),
      refresh(session.refreshToken, other),
      refresh(session.refreshToken),
    ]);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    expect((await me(first.json().idToken)).statusCode).toBe(200);
    // One rotation: the successor is a live, unspent token.
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(200);
  });

  it('gives a repeat 3 s later the same tokens; after 15 s the repeat is a reuse that revokes the family', async () => {
    const session = await activeUser(t, 'memo-later@example.com');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    later(3_000);
    const repeat = await refresh(session.refreshToken, other);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());

    later(TOKEN_REFRESH_MEMO_MS + 1_000);
    expect((await refresh(session.refreshToken)).json()).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'Token has expired. Please login again.',
      traceId: expect.any(String),
    });
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
  });

  it('hands nothing out for a session signed out within the 15 s', async () => {
    const session = await activeUser(t, 'memo-signed-out@example.com');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signout/sessions',
      payload: { token: first.json().refreshToken },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
  });

  it('keeps a client’s refresh to its own tokens on a repeat too', async () => {
    const session = await activeUser(t, 'memo-client@example.com');
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    const foreign = await refresh(session.refreshToken, t, '/api/v1/client/boss/tokens/refresh');
    expect(foreign.statusCode).toBe(401);
  });

  it('refuses an unknown token every time, concurrent or not', async () => {
    const answers = await Promise.all([refresh('not-a-token'), refresh('not-a-token', other)]);
    expect(answers.map((answer) => answer.json().code)).toEqual(['TOKEN_EXPIRED', 'TOKEN_EXPIRED']);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });
});
