import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeUser, PASSWORD } from '../../test/accounts-helpers';
import { MONITORED_METRICS } from '../../test/fleet/monitored-metrics';
import { createTestApp, type TestApp } from '../../test/test-app';
import { managementApp } from '../app';

let t: TestApp;
let management: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  management = await managementApp(t.app);
});
afterAll(async () => {
  await management.close();
  await t.close();
});

const scrape = async () => {
  const res = await management.inject('/metrics');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};

/** A sample's value from Prometheus text: `name{labels}` exactly as exposed (0 when absent). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password } });

describe('the management listener (docs/decisions/090-*)', () => {
  it("serves every metric the recipe's alert rules and dashboard use", async () => {
    const text = await scrape();
    const served = (name: string) => text.includes(`# TYPE ${name.replace(/_(bucket|count|sum)$/, '')} `);
    expect(MONITORED_METRICS.filter((name) => !served(name))).toEqual([]);
  });

  it('is not on the public port: /metrics and /health/* answer 404 there', async () => {
    for (const url of ['/metrics', '/health/live', '/health/ready'])
      expect((await t.app.inject(url)).statusCode).toBe(404);
    // The balancer's health check stays where it was.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('answers live and ready while the process serves', async () => {
    expect((await management.inject('/health/live')).json()).toEqual({ status: 'UP' });
    const ready = await management.inject('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'UP' });
  });

  it('is not ready (503) while the database is cut, and live still', async () => {
    vi.spyOn(t.db, 'query').mockRejectedValueOnce(new Error('connection refused'));
    const ready = await management.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DOWN', failing: ['database'] });
    expect((await management.inject('/health/live')).statusCode).toBe(200);
  });

  it('is not ready (503) while Redis does not answer', async () => {
    vi.spyOn(t.kv, 'ping').mockResolvedValueOnce(false);
    const ready = await management.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().failing).toEqual(['redis']);
  });

  it('is not ready (503) while a migration this code ships is missing', async () => {
    const [last] = (
      await t.db.query<{ name: string }>('select name from schema_migrations order by name desc limit 1')
    ).rows;
    await t.db.query('delete from schema_migrations where name = $1', [last!.name]);
    try {
      const ready = await management.inject('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json().failing).toEqual(['migrations']);
    } finally {
      await t.db.query('insert into schema_migrations (name) values ($1)', [last!.name]);
    }
  });

  it('counts requests by route template, method and status, and none with a user id in a label', async () => {
    const series =
      'http_server_request_duration_seconds_count{http_request_method="GET",http_route="/api/v1/genders",http_response_status_code="200"}';
    const before = sample(await scrape(), series);
    await t.app.inject('/api/v1/genders?perPage=-1');
    const text = await scrape();
    expect(sample(text, series)).toBe(before + 1);
    expect(text).toContain('http_server_active_requests');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('nodejs_heap_size_used_bytes');
    expect(text).toContain('backstage_db_connections{state="idle"}');
    expect(text).toContain('backstage_redis_round_trip_seconds');
  });

  it('moves the sign-in, sign-up, outbox and job metrics when they happen; no label names the user', async () => {
    const before = await scrape();
    const email = 'metrics@example.com';
    const user = await activeUser(t, email);
    await signIn(email, 'Wrong-Password-1');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/tokens/refresh',
      payload: { token: user.refreshToken },
    });
    // The sign-up's activation mail is delivered by the outbox worker (dev mailbox): its job runs and counts it.
    await expect
      .poll(async () => sample(await scrape(), 'backstage_mail_delivered_total'), { timeout: 15_000 })
      .toBeGreaterThan(sample(before, 'backstage_mail_delivered_total'));
    const after = await scrape();
    const moved = (series: string, by = 1) => expect(sample(after, series) - sample(before, series)).toBe(by);
    moved('backstage_sign_ins_total{result="success"}');
    moved('backstage_sign_ins_total{result="incorrect_credentials"}');
    moved('backstage_sign_ups_total{result="success"}');
    moved('backstage_tokens_refreshed_total{endpoint="api"}');
    expect(sample(after, 'backstage_job_runs_total{job="mail_outbox"}')).toBeGreaterThan(
      sample(before, 'backstage_job_runs_total{job="mail_outbox"}'),
    );
    expect(sample(after, 'backstage_job_last_success_timestamp_seconds{job="mail_outbox"}')).toBeGreaterThan(
      0,
    );
    // The billing engine ran once as the app got ready.
    expect(sample(after, 'backstage_job_runs_total{job="billing"}')).toBeGreaterThan(0);
    expect(after).toMatch(/^backstage_mail_outbox_pending \d+$/m);
    expect(after).toMatch(/^backstage_mail_outbox_oldest_age_seconds [\d.]+$/m);
    for (const secret of [email, 'metrics%40example.com', user.userId, user.refreshToken, PASSWORD])
      expect(after).not.toContain(secret);
  });
});

describe('the hashing line and rate limits in the metrics', () => {
  let busy: TestApp;
  let busyManagement: FastifyInstance;
  beforeAll(async () => {
    // One hash at a time and none waiting: a second sign-in at once is refused (503).
    busy = await createTestApp({ HASH_CONCURRENCY: '1', HASH_QUEUE: '0' });
    busyManagement = await managementApp(busy.app);
  });
  afterAll(async () => {
    await busyManagement.close();
    await busy.close();
  });

  it('counts a refused hash and a sign-in lockout', async () => {
    const text = async () => (await busyManagement.inject('/metrics')).body;
    const before = await text();
    const tries = await Promise.all(
      Array.from({ length: 4 }, () =>
        busy.app.inject({
          method: 'POST',
          url: '/api/v1/signin',
          payload: { email: 'nobody@example.com', password: 'Wrong-Password-1' },
        }),
      ),
    );
    const refused = tries.filter((res) => res.statusCode === 503).length;
    expect(refused).toBeGreaterThan(0);
    const after = await text();
    expect(
      sample(after, 'backstage_password_hash_refusals_total') -
        sample(before, 'backstage_password_hash_refusals_total'),
    ).toBe(refused);
    expect(after).toMatch(/^backstage_password_hash_queue_depth 0$/m);
    // Past five wrong passwords the account is locked: refusals count under the lockout's rule.
    for (let i = 0; i < 6; i++)
      await busy.app.inject({
        method: 'POST',
        url: '/api/v1/signin',
        payload: { email: 'locked@example.com', password: 'Wrong-Password-1' },
      });
    const locked = await text();
    expect(
      sample(locked, 'backstage_rate_limit_refusals_total{rule="sign-in-lockout"}') -
        sample(before, 'backstage_rate_limit_refusals_total{rule="sign-in-lockout"}'),
    ).toBeGreaterThan(0);
    expect(sample(locked, 'backstage_sign_ins_total{result="attempt_limit_exceeded"}')).toBeGreaterThan(0);
  });

  it('says draining on ready from the first SIGTERM', async () => {
    busy.app.deps.lifecycle.stop();
    const ready = await busyManagement.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'DOWN', failing: ['draining'] });
  });
});
