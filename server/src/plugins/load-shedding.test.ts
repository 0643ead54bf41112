import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, PASSWORD } from '../../test/accounts-helpers';
import { waitUntil } from '../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../test/test-app';
import { limitPasswordHashing } from '../lib/password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend(app) {
        app.get('/test/shed', async () => {
          throw Object.assign(new Error('Service Unavailable'), {
            statusCode: 503,
            code: 'FST_UNDER_PRESSURE',
          });
        });
        app.get('/test/stuck', { handlerTimeout: 20 }, () => new Promise(() => {}));
      },
    },
  );
});
afterAll(() => t.close());

const busy = {
  code: 'SERVICE_NOT_AVAILABLE',
  message: 'This service is not available.',
  traceId: expect.any(String),
};

describe('overload answers 503 at once in the contract shape', () => {
  it('refuses a sign-in when the password hashing line is full, and takes it again once there is room', async () => {
    const email = 'queue-full@example.com';
    await activeUser(t, email);
    const line = limitPasswordHashing({ concurrency: 1, queue: 0, maxWaitMs: 5000 });
    let release!: () => void;
    const held = line.run(() => new Promise<void>((resolve) => (release = resolve)));
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password: PASSWORD } });

    // Refused before the account is looked up: under a storm refusals cost no query (bench/storm.mjs).
    const queries = vi.spyOn(t.db, 'query');
    const refused = await signIn();
    expect(queries).not.toHaveBeenCalled();
    queries.mockRestore();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(busy);
    expect(refused.headers['retry-after']).toBe('2');

    release();
    await held;
    expect((await signIn()).statusCode).toBe(200);
  });

  it('cheap reads do not queue behind password hashing', async () => {
    const line = limitPasswordHashing({ concurrency: 1, queue: 0, maxWaitMs: 5000 });
    let release!: () => void;
    const held = line.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect((await t.app.inject('/api/v1/genders?perPage=-1')).statusCode).toBe(200);
    release();
    await held;
  });

  it('tells how long each answer took on the server', async () => {
    const res = await t.app.inject('/api/v1/genders?perPage=-1');
    expect(res.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
  });

  it('sheds with 503 and Retry-After when the process refuses a request', async () => {
    const res = await t.app.inject('/test/shed');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(busy);
    expect(res.headers['retry-after']).toBe('5');
  });

  it('answers 503 when a request passes its deadline instead of letting the client wait', async () => {
    const res = await t.app.inject('/test/stuck');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(busy);
  });
});

describe('a lagging event loop', () => {
  let lagging: TestApp;
  beforeAll(async () => {
    lagging = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '200' });
  });
  afterAll(() => lagging.close());

  const genders = () => lagging.app.inject('/api/v1/genders?perPage=-1');
  // Loading the database at start lags the loop too: begin once the app serves.
  beforeAll(() => waitUntil(async () => (await genders()).statusCode === 200, 30_000), 60_000);

  it('does not shed after one long task: it was one, not a backlog (docs/decisions/062-*)', async () => {
    // Work that holds the event loop for 2.5 s, as building a large answer once would.
    const until = Date.now() + 2500;
    while (Date.now() < until) {}
    for (let i = 0; i < 5; i++) {
      expect((await genders()).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('sheds new requests with 503 while the loop lags window after window, keeps health answering, and serves again after', async () => {
    // A backlog: 300 ms tasks one after the other, every window of the monitor late, while requests come in.
    let backlog = true;
    const tasks = (async () => {
      while (backlog) {
        const task = Date.now() + 300;
        while (Date.now() < task) {}
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    // Requests keep coming while the backlog lasts; the monitor counts it after a few late windows (1.5 s or more,
    // longer on a busy machine), from then on they are shed.
    let shed = await genders();
    const giveUp = Date.now() + 20_000;
    while (shed.statusCode !== 503 && Date.now() < giveUp) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      shed = await genders();
    }
    const health = await lagging.app.inject('/api/health');
    // The web app's own files are never shed: a refused script chunk would break an open screen.
    const files = [
      await lagging.app.inject('/'),
      await lagging.app.inject('/?utm_source=newsletter'),
      await lagging.app.inject('/backstage/manifest.webmanifest'),
    ];
    backlog = false;
    await tasks;
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual(busy);
    expect(shed.headers['retry-after']).toBe('5');
    expect(health.statusCode).toBe(200);
    expect(files.map((res) => res.statusCode)).toEqual([302, 302, 200]);

    await waitUntil(async () => (await genders()).statusCode === 200, 30_000);
  }, 90_000);
});
