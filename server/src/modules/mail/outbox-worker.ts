import type { Db } from '../../db/db';
import { countJobRun, mailDelivered, mailFailures } from '../../lib/metrics';
import { type OutageLog, outageReporter } from '../../lib/outage';
import { UnavailableError } from '../../lib/unavailable';
import type { Mailer } from '../../plugins/mailer';
import { claimDueMail, markAttemptFailed, markSent } from './outbox-repo';
import { DEFAULT_RETRY, nextAttemptAt, type RetrySchedule } from './retry-schedule';

export interface MailWorkerOptions {
  db: Db;
  /** Where mail goes: SMTP, or the dev mailbox (the outbox row itself). */
  transport: Mailer;
  log: OutageLog & { error(details: object, message: string): void };
  /** How often to look for due mail (250 ms: see POLL_MS). */
  pollMs?: number;
  batch?: number;
  schedule?: RetrySchedule;
  /** How long a claimed mail stays this process's before another may try it (longer than a send can take). */
  leaseSeconds?: number;
}

export interface MailWorker {
  start(): void;
  /** Sends every mail due now; resolves to how many were delivered. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * A quarter second: the activation code, the reset link and the new-device alert are what a visitor waits for,
 * looking at their inbox, and a claim that finds nothing due is one indexed update of no rows.
 */
const POLL_MS = 250;

/**
 * Delivers the outbox: claims due mail (several processes share the work), sends it, marks it sent or
 * schedules the next attempt with exponential back-off, and gives up after the schedule's last attempt.
 */
export function mailWorker(options: MailWorkerOptions): MailWorker {
  const { db, transport, log } = options;
  const batch = options.batch ?? 20;
  const schedule = options.schedule ?? DEFAULT_RETRY;
  const relay = outageReporter(log, 'mail relay');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  const deliverDue = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const due = await claimDueMail(db, batch, options.leaseSeconds ?? 120);
      for (const mail of due) {
        try {
          await transport.send(mail);
        } catch (error) {
          mailFailures.inc();
          relay.down(error);
          const message = error instanceof Error ? error.message : String(error);
          await markAttemptFailed(db, mail.id, message, nextAttemptAt(mail.attempts, new Date(), schedule));
          continue;
        }
        relay.up();
        await markSent(db, mail.id);
        mailDelivered.inc();
        delivered++;
      }
      if (due.length < batch || stopped) return delivered;
    }
  };
  const runOnce = () => {
    running ??= countJobRun('mail_outbox', deliverDue()).finally(() => {
      running = undefined;
    });
    return running;
  };
  const poll = () => {
    timer = setTimeout(async () => {
      // A database outage is logged by the database itself; the next poll tries again.
      await runOnce().catch((error) => {
        if (!(error instanceof UnavailableError)) log.error({ err: error }, 'mail outbox run failed');
      });
      if (!stopped) poll();
    }, options.pollMs ?? POLL_MS);
    timer.unref();
  };
  return {
    start: () => {
      stopped = false;
      poll();
    },
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
