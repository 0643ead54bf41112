import type { Db, Queryable } from '../../db/db';
import type { Mail } from '../../plugins/mailer';

export interface OutboxRow extends Mail {
  id: number;
  attempts: number;
}

/**
 * Puts a mail in the outbox. Call it with the transaction of the change that causes the mail (sign-up,
 * reset, e-mail change, a support ticket, a billing notice): the mail is kept exactly when the change is.
 */
export async function queueMail(q: Queryable, mail: Mail): Promise<void> {
  await q.query(
    'insert into mail_outbox (recipient, subject, text_body, html_body) values ($1, $2, $3, $4)',
    [mail.to.toLowerCase(), mail.subject, mail.text, mail.html],
  );
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
