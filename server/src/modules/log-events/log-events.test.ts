import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, deleteAccount } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { logEventLine, parseLogQueryArgs } from './log-query';
import { findLogEvents } from './log-repo';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'debug', LOG_EVENTS_PER_MINUTE: '10000' }, { logStream });
});
afterAll(() => t.close());

interface StoredRow {
  user_id: string | null;
  event: string;
  event_source: string | null;
  description: string | null;
  payload: Record<string, unknown>;
}

describe('POST/DELETE /api/services/log', () => {
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/services/log', payload: payload as object, headers });
  /** Rows of one test, told apart by an extra `testCase` field. */
  const stored = async (testCase: string) =>
    (
      await t.db.query<StoredRow>(
        `select user_id, event, event_source, description, payload from log_events
         where payload->>'testCase' = $1 order by id`,
        [testCase],
      )
    ).rows;

  it('stores an error event with e-mails (also %40) and UUIDs masked and non-primitive values nulled', async () => {
    const id = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
    const response = await send({
      event: 'error',
      eventSource: 'registration/finish-step',
      description: `No account for Alice.Smith@example.co.jp (user ${id.toUpperCase()})`,
      pageTitle: 'Roland - Backstage - Sign up',
      pagePath: '/backstage/reset-password?email=alice%40example.com',
      pageHash: '',
      cultureCode: 'ja-JP',
      brand: 'ROLAND',
      appVersionNumber: 3083,
      appVersionHash: 'a1b2c3d',
      testCase: 'sanitise',
      orderId: id,
      nested: { email: 'bob@example.com' },
      list: ['bob@example.com'],
      count: 3,
      consent: false,
      nothing: null,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'logged' });
    const [row, ...others] = await stored('sanitise');
    expect(others).toEqual([]);
    expect(row).toEqual({
      user_id: null,
      event: 'error',
      event_source: 'registration/finish-step',
      description: 'No account for [email] (user [uuid])',
      payload: {
        pageTitle: 'Roland - Backstage - Sign up',
        pagePath: '/backstage/reset-password?email=[email]',
        pageHash: '',
        cultureCode: 'ja-JP',
        brand: 'ROLAND',
        appVersionNumber: 3083,
        appVersionHash: 'a1b2c3d',
        testCase: 'sanitise',
        orderId: '[uuid]',
        nested: null,
        list: null,
        count: 3,
        consent: false,
        nothing: null,
      },
    });
    expect(JSON.stringify(row)).not.toMatch(/example|3f2b8c1e/i);
  });

  it('never stores secrets the app might send along as extras', async () => {
    await send({
      event: 'sign_in',
      testCase: 'secrets',
      idToken: 'eyJhbGciOi.x.y',
      password: 'Kettle-Drum-77',
    });
    expect((await stored('secrets'))[0]!.payload).toEqual({
      testCase: 'secrets',
      idToken: null,
      password: null,
    });
  });

  it('writes page views to debug output only', async () => {
    const response = await send({
      event: 'page_view',
      pagePath: '/backstage/settings?email=carol%40example.com',
      testCase: 'pv',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'debug' });
    expect(await stored('pv')).toEqual([]);
    const line = logLines.find((text) => text.includes('"page view"') && text.includes('"pv"'));
    expect(line).toContain('/backstage/settings?email=[email]');
    expect(line).not.toContain('carol');
  });

  it('links the event to the user when an id token is sent', async () => {
    const u = await activeUser(t, 'log-linked@example.com');
    expect((await send({ event: 'sign_in', testCase: 'linked' }, bearer(u.idToken))).statusCode).toBe(202);
    expect((await stored('linked')).map((row) => row.user_id)).toEqual([u.userId]);
  });

  it('answers 401 and stores nothing for an invalid token or an access token', async () => {
    const u = await activeUser(t, 'log-badtoken@example.com');
    for (const headers of [bearer('not.a.token'), bearer(u.accessToken), { authorization: 'Basic abc' }]) {
      const response = await send({ event: 'sign_in', testCase: 'badtoken' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await stored('badtoken')).toEqual([]);
  });

  it('DELETE removes only the caller’s events and needs a token', async () => {
    const [a, b] = [await activeUser(t, 'log-a@example.com'), await activeUser(t, 'log-b@example.com')];
    for (const token of [a.idToken, a.idToken, b.idToken])
      await send({ event: 'tab_click', testCase: 'optout' }, bearer(token));
    await send({ event: 'tab_click', testCase: 'optout' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/services/log' })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/log',
      headers: bearer(a.idToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'deleted', count: 2 });
    expect((await stored('optout')).map((row) => row.user_id)).toEqual([b.userId, null]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/log',
      headers: bearer(a.idToken),
    });
    expect(again.json()).toEqual({ status: 'deleted', count: 0 });
  });

  it('deleting the account deletes its events', async () => {
    const u = await activeUser(t, 'log-gone@example.com');
    await send({ event: 'sign_in', testCase: 'cascade' }, bearer(u.idToken));
    expect(await stored('cascade')).toHaveLength(1);
    const deleted = await deleteAccount(t, u);
    expect(deleted.statusCode).toBe(200);
    expect(await stored('cascade')).toEqual([]);
  });

  it('accepts up to 30 extra fields', async () => {
    const extras = Object.fromEntries(Array.from({ length: 29 }, (_, i) => [`extra${i}`, i]));
    expect((await send({ event: 'wide', testCase: 'wide', ...extras })).statusCode).toBe(202);
    expect(await stored('wide')).toHaveLength(1);
  });

  it('answers 400 (413 past the byte limit) and stores nothing for bad bodies', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra${i}`, i]));
    const cases: [unknown, number][] = [
      [{ testCase: 'bad' }, 400],
      [{ event: '', testCase: 'bad' }, 400],
      [{ event: 42, testCase: 'bad' }, 400],
      [{ event: 'x'.repeat(101), testCase: 'bad' }, 400],
      [{ event: 'error', description: 'd'.repeat(4001), testCase: 'bad' }, 400],
      [{ event: 'error', pageTitle: { a: 1 }, testCase: 'bad' }, 400],
      [{ event: 'wide', testCase: 'bad', ...many }, 400],
      [{ event: 'x', testCase: 'bad', 'alice@example.com': 1 }, 400],
      [{ event: 'x', testCase: 'bad', note: 'n'.repeat(1001) }, 400],
      [[{ event: 'x', testCase: 'bad' }], 400],
      [
        {
          event: 'x',
          testCase: 'bad',
          ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(900)])),
        },
        413,
      ],
    ];
    for (const [payload, status] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT');
    }
    expect(await stored('bad')).toEqual([]);
  });
});

describe('log event rate limit (LOG_EVENTS_PER_MINUTE)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOG_EVENTS_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 past the budget of one address, other addresses unaffected', async () => {
    const send = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/services/log',
        remoteAddress,
        payload: { event: 'x' },
      });
    expect((await send('203.0.113.5')).statusCode).toBe(202);
    expect((await send('203.0.113.5')).statusCode).toBe(202);
    const third = await send('203.0.113.5');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    expect((await send('203.0.113.6')).statusCode).toBe(202);
    const { rows } = await limited.db.query<{ n: number }>('select count(*)::int as n from log_events');
    expect(rows[0]!.n).toBe(3);
  });
});

describe('operator query (npm run logs:query)', () => {
  it('parses the arguments and refuses bad ones', () => {
    expect(parseLogQueryArgs(['--event', 'error', '--since', '2026-11-01', '--limit', '50'])).toEqual({
      event: 'error',
      since: new Date('2026-11-01'),
      until: undefined,
      userId: undefined,
      limit: 50,
    });
    expect(parseLogQueryArgs([]).limit).toBe(100);
    expect(() => parseLogQueryArgs(['--limit', '0'])).toThrow(/--limit/);
    expect(() => parseLogQueryArgs(['--since', 'yesterday'])).toThrow(/--since/);
    expect(() => parseLogQueryArgs(['--user', 'bob'])).toThrow(/--user/);
    expect(() => parseLogQueryArgs(['--colour', 'red'])).toThrow();
  });

  it('finds events by name, time and user, newest first, printed as JSON lines', async () => {
    const u = await activeUser(t, 'log-query@example.com');
    const start = new Date(Date.now() - 1000);
    for (const description of ['first', 'second'])
      await t.app.inject({
        method: 'POST',
        url: '/api/services/log',
        payload: { event: 'query_probe', eventSource: 'test', description },
        headers: bearer(u.idToken),
      });
    const rows = await findLogEvents(t.db, { event: 'query_probe', since: start, limit: 50 });
    expect(rows.map((row) => row.description)).toEqual(['second', 'first']);
    expect(await findLogEvents(t.db, { event: 'query_probe', until: start, limit: 50 })).toEqual([]);
    expect(await findLogEvents(t.db, { event: 'query_probe', limit: 1 })).toHaveLength(1);
    expect(await findLogEvents(t.db, { userId: u.userId, limit: 50 })).toHaveLength(2);
    const line = JSON.parse(logEventLine(rows[0]!));
    expect(line).toMatchObject({ event: 'query_probe', userId: u.userId, eventSource: 'test', payload: {} });
    expect(new Date(line.createDate).getTime()).toBeGreaterThanOrEqual(start.getTime());
  });
});
