import { addDaysToDay, addMonthsToDay, WARRANTY_REMINDER_DAYS, warrantyReminderDue } from '@backstage/domain';
import type { Deps } from '../../deps';
import { countJobRun } from '../../lib/metrics';
import { UnavailableError } from '../../lib/unavailable';
import { findUser } from '../accounts';
import { queueMail } from '../mail';
import { productSummaries } from '../master-data';
import { registrationsPurchasedBetween } from '../my-gear';
import { warrantyCalculator } from '../warranty';
import { reminderMail } from './reminder-mail';
import { claimReminder, remindedUnits } from './reminder-repo';

/** How often a process looks for warranties ending soon (and once at start). */
export const WARRANTY_REMINDER_POLL_MS = 60 * 60_000;

class OverBudget extends Error {}

/**
 * docs/product.md#warranty: mails each owner who allows e-mail once, WARRANTY_REMINDER_DAYS before a unit's
 * warranty ends. Each reminder is claimed in the transaction that queues its mail, so several processes
 * share the work and none sends one twice; a mail over the owner's hourly budget leaves it for a later run.
 */
export async function runWarrantyReminders(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Promise<number> {
  await deps.clock.sync?.();
  const warranty = await warrantyCalculator(deps);
  const total = (t: (typeof warranty.terms)[number]) => t.months + t.registrationBonusMonths;
  const longest = Math.max(0, ...warranty.terms.map(total));
  const shortest = Math.min(...warranty.terms.map((t) => t.months), longest);
  // Only units bought within the span a warranty can last can end within the next days.
  const horizon = addDaysToDay(warranty.today, WARRANTY_REMINDER_DAYS);
  const units = await registrationsPurchasedBetween(
    deps.db,
    addMonthsToDay(warranty.today, -longest),
    addMonthsToDay(horizon, -shortest),
  );
  const products = await productSummaries(
    deps.db,
    units.map((unit) => unit.productId),
  );
  const due = units.flatMap((unit) => {
    const product = products.get(unit.productId);
    if (!product) return [];
    const w = warranty.of({
      brand: product.brand.value,
      categoryId: product.categoryId,
      purchaseDate: unit.purchaseDate,
      registeredAt: unit.createDate,
    });
    return warrantyReminderDue(w, warranty.today) ? [{ unit, product, endsOn: w.endsOn! }] : [];
  });
  const done = await remindedUnits(
    deps.db,
    due.map(({ unit }) => unit.id),
  );
  let sent = 0;
  for (const { unit, product, endsOn } of due) {
    if (done.has(`${unit.id}/${endsOn}`)) continue;
    const owner = await findUser(deps, unit.userId);
    if (!owner?.allowEmail) continue;
    const mail = reminderMail(deps, { owner, product: product.name, serial: unit.serialCode, endsOn });
    const claimed = await deps.db
      .transaction(async (tx) => {
        if (!(await claimReminder(tx, unit.id, endsOn))) return false;
        if (!(await queueMail(tx, mail))) throw new OverBudget();
        return true;
      })
      .catch((error) => {
        if (error instanceof OverBudget) return false;
        throw error;
      });
    if (claimed) sent++;
  }
  return sent;
}

export interface WarrantyReminderJob {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The reminders' timer: a run at start, then every WARRANTY_REMINDER_POLL_MS. */
export function warrantyReminderJob(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  log: { error(o: object, m: string): void },
): WarrantyReminderJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  const tick = async () => {
    running = countJobRun('warranty_reminders', runWarrantyReminders(deps)).catch((error) => {
      if (!(error instanceof UnavailableError)) log.error({ err: error }, 'warranty reminders failed');
    });
    await running;
    if (stopped) return;
    timer = setTimeout(tick, WARRANTY_REMINDER_POLL_MS);
    timer.unref();
  };
  return {
    start: () => {
      stopped = false;
      return tick();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
