import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, PASSWORD } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let b: User;
const A = 'history-a@example.com';

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, A);
  b = await activeUser(t, 'history-b@example.com');
  // Several sign-ups hash passwords; on a loaded machine that takes longer than the default hook time.
}, 180_000);
afterAll(() => t.close());

interface Page {
  data: { id: string; kind: string; time: string; client: string; device: string; country: string }[];
  nextCursor?: string;
}
const history = (user: User, cursor?: string, token = user.idToken) =>
  t.app.inject({
    url: `/api/v1/users/${user.userId}/signInHistory${cursor === undefined ? '' : `?cursor=${cursor}`}`,
    headers: bearer(token),
  });
const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/signin',
    headers: { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
    payload: { email, password },
  });
const addEvents = (userId: string, count: number, daysAgo = 0) =>
  t.db.query(
    `insert into sign_in_events (user_id, kind, client_id, create_date)
     select $1, 'success', 'roland', now() - make_interval(days => $2) - make_interval(secs => g)
     from generate_series(1, $3) g`,
    [userId, daysAgo, count],
  );

describe('GET users/{id}/signInHistory (docs/product.md#sign-in-history)', () => {
  it('records a success, a wrong password and a locked account, newest first', async () => {
    expect((await signIn(A, 'Wrong-Pass-1', '8.8.8.8')).statusCode).toBe(401);
    expect((await signIn(A, PASSWORD, '8.8.8.8')).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) await signIn(A, 'Wrong-Pass-1', '9.9.9.9');
    expect((await signIn(A, PASSWORD, '9.9.9.9')).statusCode).toBe(429);
    const page = (await history(a)).json() as Page;
    expect(page.data.slice(0, 8).map((event) => event.kind)).toEqual([
      'locked',
      ...Array(5).fill('wrongPassword'),
      'success',
      'wrongPassword',
    ]);
    expect(page.data[6]).toMatchObject({ client: 'roland', device: 'Linux' });
    expect(page.data[6]!.country).not.toBe('');
  });

  it('records a mailed password reset code for the account it went to, and nothing for an unknown address', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/users/password',
        headers: { 'x-client-id': 'boss', 'x-forwarded-for': '8.8.4.4' },
        payload: { email },
      });
    expect((await ask('history-b@example.com')).statusCode).toBe(200);
    expect((await ask('nobody-history@example.com')).statusCode).toBe(200);
    // Recorded after the answer, off its path.
    await expect
      .poll(async () => ((await history(b)).json() as Page).data.map((event) => event.kind))
      .toContain('codeSent');
    const sent = ((await history(b)).json() as Page).data.find((event) => event.kind === 'codeSent');
    expect(sent).toMatchObject({ client: 'boss' });
    const unknown = await t.db.query(
      "select count(*)::int as n from sign_in_events where kind = 'codeSent' and user_id <> $1",
      [b.userId],
    );
    expect(unknown.rows[0]).toEqual({ n: 0 });
  });

  it('pages by 20 with a cursor to the next page, and none after the last', async () => {
    const c = await activeUser(t, 'history-c@example.com');
    await addEvents(c.userId, 24);
    const first = (await history(c)).json() as Page;
    expect(first.data).toHaveLength(20);
    expect(first.nextCursor).toBeDefined();
    const second = (await history(c, first.nextCursor)).json() as Page;
    expect(second.data).toHaveLength(5);
    expect(second.nextCursor).toBeUndefined();
    const ids = [...first.data, ...second.data].map((event) => event.id);
    expect(new Set(ids).size).toBe(25);
    const times = [...first.data, ...second.data].map((event) => Date.parse(event.time));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('shows 90 days and deletes older events', async () => {
    const d = await activeUser(t, 'history-d@example.com');
    await addEvents(d.userId, 2, 91);
    await addEvents(d.userId, 1, 89);
    expect(((await history(d)).json() as Page).data).toHaveLength(2);
    await signIn('history-d@example.com', PASSWORD, '8.8.8.8');
    const kept = await t.db.query('select 1 from sign_in_events where user_id = $1', [d.userId]);
    expect(kept.rows).toHaveLength(3);
  });

  it('refuses a cursor that is not one (400) and finds nothing with another account’s cursor', async () => {
    const bad = await history(a, 'not-a-cursor');
    expect(bad.statusCode).toBe(400);
    const theirs = ((await history(b)).json() as Page).data[0]!.id;
    expect(((await history(a, theirs)).json() as Page).data).toEqual([]);
  });

  it('answers 403 for another user’s id', async () => {
    expect((await history(b, undefined, a.idToken)).statusCode).toBe(403);
  });
});
