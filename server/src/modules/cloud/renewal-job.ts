import type { Deps } from '../../deps';
import { countJobRun } from '../../lib/metrics';
import { UnavailableError } from '../../lib/unavailable';
import { renew } from './billing-engine';
import { findOffer } from './catalogue';
import { claimDueRenewal, expireEnded } from './subscription-repo';

export interface BillingRun {
  renewed: number;
  retried: number;
  expired: number;
}

/**
 * docs/product.md#renewals: charges every built-in renewal due by the billing clock, one transaction each
 * (several processes share the work: a locked row is another's), then ends the periods that ran out. Due
 * dates live in the database, so a renewal that fell due while no server ran is charged at the next start.
 */
export async function runBilling(deps: Pick<Deps, 'db' | 'clock'>): Promise<BillingRun> {
  const run: BillingRun = { renewed: 0, retried: 0, expired: 0 };
  // A test rig's shared clock may have been moved by another process (docs/decisions/062-*).
  await deps.clock.sync?.();
  for (;;) {
    const now = deps.clock.now();
    const outcome = await deps.db.transaction(async (tx) => {
      const due = await claimDueRenewal(tx, now);
      if (!due) return undefined;
      return renew(tx, due, findOffer(due.offerId ?? '')?.name ?? 'Roland Cloud membership', now);
    });
    if (!outcome) break;
    if (outcome === 'paid') run.renewed++;
    else if (outcome === 'retry') run.retried++;
    else run.expired++;
  }
  run.expired += await expireEnded(deps.db, deps.clock.now());
  return run;
}

export interface BillingJob {
  /** Starts polling; resolves after the first run (renewals missed while no server ran). */
  start(): Promise<void>;
  runOnce(): Promise<BillingRun>;
  stop(): Promise<void>;
}

/** The billing engine's timer: a run at start, then every `BILLING_POLL_MS`. */
export function billingJob(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  log: { error(o: object, m: string): void },
): BillingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BillingRun> | undefined;
  let stopped = true;
  const runOnce = () => {
    running ??= countJobRun('billing', runBilling(deps)).finally(() => {
      running = undefined;
    });
    return running;
  };
  const tick = async () => {
    await runOnce().catch((error) => {
      if (!(error instanceof UnavailableError)) log.error({ err: error }, 'billing run failed');
    });
    if (stopped) return;
    timer = setTimeout(tick, deps.config.BILLING_POLL_MS);
    timer.unref();
  };
  return {
    start: () => {
      stopped = false;
      return tick();
    },
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
