import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUp } from '../../../test/accounts-helpers';
import { adminUrl } from '../../../test/postgres-template';
import { type SmtpSink, smtpSink } from '../../../test/smtp-sink';
import { waitUntil } from '../../../test/tcp-proxy';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite-db';
import { openPostgres } from '../../db/postgres-db';
import { queueMail } from './outbox-repo';

interface OutboxState {
  status: string;
  attempts: number;
  lastError: string | null;
}
const stateOf = async (db: Db, to: string): Promise<OutboxState | undefined> =>
  (
    await db.query<OutboxState>(
      `select status, attempts, last_error as "lastError" from mail_outbox where recipient = $1 order by id desc`,
      [to],
    )
  ).rows[0];
// The first retry is due 5 s after a failure; tests let that time pass by moving it to now.
const dueNow = (db: Db) =>
  db.query("update mail_outbox set next_attempt_at = now() where status = 'pending'");

describe('sign-up while the mail relay is down', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await smtpSink();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('answers 201 and delivers the activation mail once the relay is back', async () => {
    const email = 'relay-down@example.com';
    const res = await signUp(t, email);
    expect(res.statusCode).toBe(201);
    await waitUntil(async () => Boolean((await stateOf(t.db, email))?.lastError), 10_000);
    const failed = await stateOf(t.db, email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);
    expect(sink.received).toHaveLength(0);

    await sink.start();
    await dueNow(t.db);
    await waitUntil(async () => (await stateOf(t.db, email))?.status === 'sent', 10_000);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual([email]);
    expect(sink.received[0]!.data).toMatch(/activate your account/);
    expect((await stateOf(t.db, email))!.lastError).toBeNull();
  });

  it('queues the mail in the transaction of its change: a reset for an unknown address queues nothing', async () => {
    const before = (await t.db.query('select count(*)::int as n from mail_outbox')).rows[0];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/password',
      payload: { email: 'nobody-here@example.com', mailFormatType: 'html' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.db.query('select count(*)::int as n from mail_outbox')).rows[0]).toEqual(before);
  });
});

/** A database that outlives the app built on it: a PGlite data dir, or a PostgreSQL database of its own. */
async function durableDatabase(): Promise<{ open(): Promise<Db>; remove(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'backstage-outbox-'));
    return {
      open: async () => {
        const db = await openPglite({ dataDir: dir });
        await migrate(db);
        return db;
      },
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `backstage_test_outbox_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const admin = openPostgres(adminUrl(url));
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  return {
    open: async () => openPostgres(adminUrl(url, name)),
    remove: async () => {
      await admin.query(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}

describe('the outbox across a restart', () => {
  it('delivers mail queued before the process stopped', async () => {
    const database = await durableDatabase();
    const sink = await smtpSink();
    const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}` };
    try {
      const db1 = await database.open();
      const first = await createTestApp(env, { db: db1 });
      const to = 'after-restart@example.com';
      await queueMail(db1, {
        kind: 'restart',
        to,
        subject: 'Kept',
        text: 'Kept across a restart',
        html: '<p>Kept</p>',
      });
      await waitUntil(async () => Boolean((await stateOf(db1, to))?.lastError), 10_000);
      await first.close();
      await db1.close();

      await sink.start();
      const db2 = await database.open();
      const second = await createTestApp(env, { db: db2 });
      await dueNow(db2);
      await waitUntil(async () => (await stateOf(db2, to))?.status === 'sent', 10_000);
      expect(sink.received.map((mail) => mail.to)).toEqual([[to]]);
      await second.close();
      await db2.close();
    } finally {
      await sink.stop();
      await database.remove();
    }
  }, 90_000);
});
