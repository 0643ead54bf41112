import { normalizeEmail } from '@backstage/domain';
import type { Db, Queryable } from '../../db/db';
import type { Mail } from '../../plugins/mailer';

/** A mail to send and its kind (`activation`, `supportReceived`, …), by which the recipient's budget counts. */
export interface OutgoingMail extends Mail {
  kind: string;
}

/**
 * Mails of one kind one address may receive per hour, whatever sends them: enough to retry, too few to flood a
 * stranger (docs/decisions/013-verification-code-budgets.md, 061).
 */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;

/**
 * Kinds with a budget of their own: support confirmations and staff answers go only to the account's own,
 * confirmed address, and one person may file several requests or trade answers with staff within an hour.
 */
const RECIPIENT_BUDGETS: Readonly<Record<string, number>> = { supportReceived: 20, supportAnswer: 20 };

/** How many mails of this kind one address may receive per hour. */
export const recipientBudget = (kind: string): number =>
  RECIPIENT_BUDGETS[kind] ?? MAILS_PER_RECIPIENT_PER_HOUR;

export interface OutboxRow extends Mail {
  id: number;
  attempts: number;
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the change that causes the mail (sign-up,
 * reset, e-mail change, a support ticket, a billing notice): the mail is kept exactly when the change is.
 * Every mail is held to the recipient's budget here, whichever module sends it: past `recipientBudget`
 * mails of its kind to the address in the last hour it is dropped and this answers false (the flows that
 * must say so take their budget before, ADR 013). Concurrent requests may pass it by the few they race with;
 * the flows with a client-facing answer also count atomically in the key-value store (ADR 061).
 */
export async function queueMail(db: Queryable, mail: OutgoingMail): Promise<boolean> {
  const sql = `insert into mail_outbox (recipient, subject, text_body, html_body, kind)
    select $1, $2, $3, $4, $5
    where (select count(*) from mail_outbox where recipient = $1 and kind = $5
      and create_date > now() - interval '1 hour') < $6
    returning id`;
  const values = [normalizeEmail(mail.to), mail.subject, mail.text, mail.html, mail.kind];
  return (await db.query(sql, [...values, recipientBudget(mail.kind)])).rows.length > 0;
}

/**
 * Claims up to `limit` due mails for this process: they are leased (not due again) for `leaseSeconds`, so a
 * process that dies while sending leaves them to be retried; other processes skip the locked rows.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const sql = `update mail_outbox set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => $2)
    where id in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id limit $1 for update skip locked)
    returning id, recipient as "to", subject, text_body as text, html_body as html, attempts`;
  return (await db.query<OutboxRow>(sql, [limit, leaseSeconds])).rows;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.query("update mail_outbox set status = 'sent', sent_at = now(), last_error = null where id = $1", [
    id,
  ]);
}

/** Records a failed attempt: due again at `retryAt`, or failed for good when there is none. */
export async function markAttemptFailed(db: Db, id: number, error: string, retryAt: Date | null) {
  const sql = `update mail_outbox set last_error = $2,
      status = case when $3::timestamptz is null then 'failed' else 'pending' end,
      next_attempt_at = coalesce($3::timestamptz, next_attempt_at)
    where id = $1`;
  await db.query(sql, [id, error.slice(0, 1000), retryAt]);
}

export interface UndeliveredRow {
  id: number;
  to: string;
  subject: string;
  status: 'pending' | 'failed';
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createDate: string;
}

/** Mail not delivered yet (pending) or given up on (failed), oldest first: what `mail:status` prints. */
export async function findUndelivered(db: Queryable, limit = 200): Promise<UndeliveredRow[]> {
  const sql = `select id, recipient as "to", subject, status, attempts, next_attempt_at as "nextAttemptAt",
      last_error as "lastError", create_date as "createDate"
    from mail_outbox where status <> 'sent' order by id limit $1`;
  return (await db.query<UndeliveredRow>(sql, [limit])).rows;
}

/** How much mail waits for delivery, and how long the oldest has waited (the management listener's metrics). */
export async function outboxBacklog(db: Queryable): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const { rows } = await db.query<{ pending: number; oldest: number | null }>(
    `select count(*)::int as pending, extract(epoch from now() - min(create_date))::float8 as oldest
      from mail_outbox where status = 'pending'`,
  );
  return { pending: rows[0]?.pending ?? 0, oldestAgeSeconds: rows[0]?.oldest ?? 0 };
}

/** The newest mail (any status) for the dev mailbox, optionally to one address. */
export interface MailboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  createDate: Date | string;
}

export async function findMailbox(db: Queryable, to: string | undefined): Promise<MailboxRow[]> {
  const sql = `select id, recipient as "to", subject, text_body as text, html_body as html, status,
      create_date as "createDate"
    from mail_outbox where ($1::text is null or recipient = lower($1)) order by id desc limit 100`;
  return (await db.query<MailboxRow>(sql, [to ?? null])).rows;
}
