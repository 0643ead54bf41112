import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/db';
import { openPostgres } from '../../src/db/postgres-db';
import { waitUntil } from '../tcp-proxy';
import { bundleServer, fleetDatabase, freePort, type ServerProcess, startServer } from './processes';

// docs/decisions/062-*: two processes both running the billing job on one PostgreSQL, one killed (kill -9) in
// the middle of a run: every due renewal is charged exactly once.
const DUE = 50;
let database: Awaited<ReturnType<typeof fleetDatabase>>;
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let db: Db;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  [database, bundle] = await Promise.all([fleetDatabase(), bundleServer()]);
  db = openPostgres(database.url);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL!,
    BILLING_CLOCK: 'adjustable',
    // Both processes look for due renewals all the time, as their timers would over a day.
    BILLING_POLL_MS: '200',
  };
  const ports = [await freePort(), await freePort()];
  servers.push(...(await Promise.all(ports.map((port) => startServer(bundle.entry, port, env)))));
}, 120_000);

afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await db?.close();
  await database?.drop();
  bundle?.remove();
});

/** `count` members, each with a monthly subscription on the built-in processor due in 30 days. */
async function dueInAMonth(count: number): Promise<void> {
  await db.query(
    `with members as (
       insert into users (email, email_verified, password_hash, status, first_name, last_name, culture_code,
         signup_source)
       select 'renewal-' || n || '@example.com', true, 'x', 'active', 'Aiko', 'Tanaka', 'en-US', 'backstage'
       from generate_series(1, $1) n
       returning id)
     insert into subscriptions (user_id, type, status, source, offer_id, processor, card_last4, card_token,
       amount_cents, currency, period_months, create_date, next_charge_date, end_date, first_order_date)
     select id, 1, 4, 1, 'core-monthly', 'builtin', '4242', 'pays', 299, 'USD', 1, now(),
       now() + interval '30 days', now() + interval '30 days', now()
     from members`,
    [count],
  );
}

const renewals = async () =>
  (
    await db.query<{ charges: number; subscriptions: number }>(
      `select count(*)::int as charges, count(distinct subscription_id)::int as subscriptions
       from cloud_payments where kind = 'renewal'`,
    )
  ).rows[0]!;

/** Backends of the fleet's database waiting for a lock: the processes' renewals held up mid-transaction. */
const waitingOnLocks = async () =>
  (
    await db.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    )
  ).rows[0]!.waiting;

describe('the billing job on two processes', () => {
  it('charges 50 due renewals exactly once when one process is killed in the middle of its run', async () => {
    await dueInAMonth(DUE);
    // Renewals are held up inside their transactions (a claimed subscription, the charge not yet written)
    // until the lock is let go: each process stops in the middle of its run.
    const holder = openPostgres(database.url);
    const release = await holdPaymentInserts(holder);
    const [first, second] = servers as [ServerProcess, ServerProcess];
    // The clock is moved through the second process; the first sees it through the database.
    const moved = fetch(`${second.base}/cloud/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 31 }),
    });
    await waitUntil(async () => (await waitingOnLocks()) >= 2, 60_000);

    first.child.kill('SIGKILL');
    await first.exited;
    await release();
    await holder.close();
    expect((await moved).status).toBe(200);

    // The killed process's claim comes back when PostgreSQL ends its transaction; the other one charges it.
    await waitUntil(async () => (await renewals()).charges >= DUE, 60_000);
    expect(await renewals()).toEqual({ charges: DUE, subscriptions: DUE });
    const { rows } = await db.query<{ renewed: number }>(
      `select count(*)::int as renewed from subscriptions
       where next_charge_date between now() + interval '55 days' and now() + interval '63 days'`,
    );
    expect(rows[0]!.renewed).toBe(DUE);
  }, 180_000);
});

/** Blocks every insert into cloud_payments until the returned function commits. */
async function holdPaymentInserts(holder: Db): Promise<() => Promise<void>> {
  let release!: () => void;
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = holder.transaction(async (tx) => {
    await tx.query('lock table cloud_payments in share mode');
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}
