import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let b: User;
const A = 'sessions-a@example.com';
const B = 'sessions-b@example.com';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, A);
  b = await activeUser(t, B);
  // Several sign-ups hash passwords; on a loaded machine that takes longer than the default hook time.
}, 180_000);
afterAll(() => t.close());

interface Session {
  id: string;
  kind: string;
  client: string;
  device: string;
  browser: string;
  country: string;
  created: string;
  lastUsed: string;
  current: boolean;
}

async function signIn(email: string, userAgent: string, ip: string, client?: string, site?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: client ? `/api/v1/client/${client}/signin` : '/api/v1/signin',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, ...(site ? { 'x-client-id': site } : {}) },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { idToken: string; refreshToken: string };
}
const sessions = async (user: User, idToken: string) => {
  const response = await t.app.inject({
    url: `/api/v1/users/${user.userId}/sessions`,
    headers: bearer(idToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Session[];
};
const end = (userId: string, sessionId: string, idToken: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/users/${userId}/sessions/${sessionId}`,
    headers: bearer(idToken),
  });
const refresh = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/tokens/refresh', payload: { token } });
const sid = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()).sid;

describe('GET users/{id}/sessions (docs/product.md#security-centre)', () => {
  it('lists two sign-ins with client, device, browser and country, marking the caller’s own as current', async () => {
    const desktop = await signIn(A, DESKTOP, '8.8.8.8');
    const phone = await signIn(A, PHONE, '8.8.4.4', 'boss');
    const geo = (
      await t.app.inject({ url: '/api/services/geoip', headers: { 'x-forwarded-for': '8.8.8.8' } })
    ).json();
    const list = await sessions(a, phone.idToken);
    const byId = new Map(list.map((session) => [session.id, session]));
    const desktopRow = byId.get(sid(desktop.idToken))!;
    const phoneRow = byId.get(sid(phone.idToken))!;
    expect(desktopRow).toMatchObject({
      kind: 'signIn',
      client: 'roland',
      device: 'Windows 10',
      browser: 'Chrome 131',
      country: geo.country.names.en,
      current: false,
    });
    expect(geo.country.names.en).not.toBe('');
    expect(phoneRow).toMatchObject({ client: 'boss', browser: 'Mobile Safari 17', current: true });
    expect(phoneRow.device).toContain('iPhone');
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(Date.parse(desktopRow.created)).toBeLessThanOrEqual(Date.parse(desktopRow.lastUsed));
  });

  it('names the brand of the site a portal sign-in came from, and refuses an unknown one', async () => {
    const onDw = await signIn(A, DESKTOP, '8.8.8.8', undefined, 'dw');
    const row = (await sessions(a, onDw.idToken)).find((session) => session.id === sid(onDw.idToken))!;
    expect(row).toMatchObject({ client: 'dw', current: true });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/signin',
      headers: { 'x-client-id': 'nobody' },
      payload: { email: A, password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('moves last used forward when the session refreshes, keeping its id', async () => {
    const first = await signIn(A, DESKTOP, '8.8.8.8');
    const before = (await sessions(a, first.idToken)).find((s) => s.current)!;
    const rotated = (await refresh(first.refreshToken)).json();
    expect(sid(rotated.idToken)).toBe(before.id);
    const after = (await sessions(a, rotated.idToken)).find((s) => s.current)!;
    expect(after.id).toBe(before.id);
    expect(Date.parse(after.lastUsed)).toBeGreaterThanOrEqual(Date.parse(before.lastUsed));
    expect(after.created).toBe(before.created);
  });

  it('answers 403 for another user’s id and 401 without a token', async () => {
    const other = await t.app.inject({
      url: `/api/v1/users/${b.userId}/sessions`,
      headers: bearer(a.idToken),
    });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/v1/users/${a.userId}/sessions` })).statusCode).toBe(401);
  });
});

describe('DELETE users/{id}/sessions/{sessionId} (docs/product.md#security-centre)', () => {
  it('ends one session: its refresh token stops at once, its browser session ends, the others stay', async () => {
    const doomed = await signIn(B, DESKTOP, '8.8.8.8');
    const keeper = await signIn(B, PHONE, '8.8.4.4');
    const doomedId = sid(doomed.idToken);
    const ended = await end(b.userId, doomedId, keeper.idToken);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ status: 'signedOut' });
    expect((await refresh(doomed.refreshToken)).statusCode).toBe(401);
    const browser = await t.db.query<{ revoked: boolean }>(
      `select b.revoked_at is not null as revoked from browser_sessions b
       join sign_in_sessions s on s.browser_session_id = b.id where s.family_id = $1`,
      [doomedId],
    );
    expect(browser.rows).toEqual([{ revoked: true }]);
    const left = await sessions(b, keeper.idToken);
    expect(left.map((s) => s.id)).not.toContain(doomedId);
    expect(left.some((s) => s.current)).toBe(true);
    expect((await refresh(keeper.refreshToken)).statusCode).toBe(200);
    expect((await end(b.userId, doomedId, keeper.idToken)).statusCode).toBe(404);
  });

  it('refuses another user’s session (404, nothing ended) and another user’s id (403)', async () => {
    const victim = await signIn(B, DESKTOP, '8.8.8.8');
    const mine = await signIn(A, DESKTOP, '8.8.8.8');
    expect((await end(a.userId, sid(victim.idToken), mine.idToken)).statusCode).toBe(404);
    expect((await end(b.userId, sid(victim.idToken), mine.idToken)).statusCode).toBe(403);
    expect((await refresh(victim.refreshToken)).statusCode).toBe(200);
  });

  it('answers 400 for a session id that is not one', async () => {
    const response = await end(a.userId, 'not-a-session', a.idToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});

describe('DELETE users/{id}/sessions: sign out everywhere else (docs/product.md#security-centre)', () => {
  it('ends every session but the caller’s own', async () => {
    const c = await activeUser(t, 'sessions-c@example.com');
    const other = await signIn('sessions-c@example.com', PHONE, '8.8.4.4');
    const own = await signIn('sessions-c@example.com', DESKTOP, '8.8.8.8');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${c.userId}/sessions`,
      headers: bearer(own.idToken),
    });
    expect(response.statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    expect((await refresh(c.refreshToken)).statusCode).toBe(401);
    const left = await sessions(c, own.idToken);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: sid(own.idToken), current: true });
  });
});
