import { TOKEN_REFRESH_MEMO_MS } from '@backstage/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { digest } from '../../lib/codes';
import { UnavailableError } from '../../lib/unavailable';

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
  vi.restoreAllMocks();
});

const refresh = (token: string, on: TestApp = t, url = '/api/v1/tokens/refresh') =>
  on.app.inject({ method: 'POST', url, payload: { token } });
const me = (idToken: string) => t.app.inject({ url: '/api/v1/me', headers: bearer(idToken) });
/** Moves the servers' clock (Date only: timers, the database and Redis keep real time). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
};
const sidOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sid as string;
/** The family's tokens that still sign in: its unspent one unless it is revoked (ADR 095). */
const liveTokens = async (familyId: string) =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from refresh_families where id = $1 and revoked_at is null',
      [familyId],
    )
  ).rows[0]!.n;
/** Whether the presented token has been spent by a rotation: it is no longer its family's unspent one. */
const isSpent = async (token: string) =>
  (
    await t.db.query<{ spent: boolean }>(
      'select token_hash <> $1 as spent from refresh_families where token_hash = $1 or spent_hash = $1',
      [digest(token)],
    )
  ).rows[0]!.spent;

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

  it('answers a repeat within 15 s even after the family rotated again, on another process (ADR 095)', async () => {
    const session = await activeUser(t, 'memo-two-rotations@example.com');
    const first = await refresh(session.refreshToken);
    const second = await refresh(first.json().refreshToken);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // A second tab still holding the first token: its kept answer, and the family goes on.
    const repeat = await refresh(session.refreshToken, other);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect((await refresh(second.json().refreshToken)).statusCode).toBe(200);
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

  it('gives a repeat that comes while the first answer is being stored that answer (ADR 094)', async () => {
    const session = await activeUser(t, 'memo-waits@example.com');
    const store = t.kv.set.bind(t.kv);
    let spent!: () => void;
    const rotated = new Promise<void>((resolve) => {
      spent = resolve;
    });
    // The first refresh has rotated and signed but is slow to store its answer: the repeat finds the token
    // spent and no answer yet.
    vi.spyOn(t.kv, 'set').mockImplementation(async (key, value, ttl) => {
      spent();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return store(key, value, ttl);
    });
    const first = refresh(session.refreshToken);
    await rotated;
    const repeat = await refresh(session.refreshToken, other);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual((await first).json());
  });

  it('undoes the rotation when its answer cannot be kept, so the retry is not a reuse (ADR 094)', async () => {
    const session = await activeUser(t, 'memo-store-down@example.com');
    vi.spyOn(t.kv, 'set').mockRejectedValueOnce(new UnavailableError('redis'));
    const failed = await refresh(session.refreshToken);
    expect(failed.statusCode).toBe(503);
    // The successor nobody was given is gone; the presented token is the family's one live token again.
    expect(await liveTokens(sidOf(session.idToken))).toBe(1);
    expect(await isSpent(session.refreshToken)).toBe(false);
    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect((await me(retry.json().idToken)).statusCode).toBe(200);
    expect((await refresh(retry.json().refreshToken)).statusCode).toBe(200);
  });

  it('undoes the rotation when the new tokens cannot be signed, so the token stays the client’s (ADR 094)', async () => {
    const session = await activeUser(t, 'memo-sign-fails@example.com');
    vi.spyOn(t.app.deps.keys, 'signingKey').mockRejectedValueOnce(new UnavailableError('database'));
    expect((await refresh(session.refreshToken)).statusCode).toBe(503);
    expect(await liveTokens(sidOf(session.idToken))).toBe(1);
    expect(await isSpent(session.refreshToken)).toBe(false);
    const retry = await refresh(session.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect((await me(retry.json().idToken)).statusCode).toBe(200);
  });

  it('treats a token spent moments ago whose answer never came as a reuse, without waiting (ADR 094)', async () => {
    const session = await activeUser(t, 'memo-never-stored@example.com');
    const first = await refresh(session.refreshToken);
    expect(first.statusCode).toBe(200);
    // As if the process that spent it died before storing the answer, 6 s ago.
    await t.kv.del(`refresh-memo:${digest(session.refreshToken)}`);
    await t.db.query(
      `update refresh_families set spent_at = now() - interval '6 seconds' where spent_hash = $1`,
      [digest(session.refreshToken)],
    );
    const started = performance.now();
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await liveTokens(sidOf(session.idToken))).toBe(0);
    expect((await refresh(first.json().refreshToken)).statusCode).toBe(401);
  });
});
