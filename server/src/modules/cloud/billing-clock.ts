import type { Queryable } from '../../db/db';
import type { Clock } from '../../lib/clock';
import { addClockOffset, readClockOffset } from './billing-clock-repo';

/**
 * BILLING_CLOCK=adjustable: the system's time plus an offset that only grows, kept in the database so every
 * process of a test rig bills by one time (docs/decisions/062-*). `now()` reads the offset this process last
 * saw; `sync()` reads it again, before each billing run and every second (the cloud plugin).
 */
export async function sharedAdjustableClock(db: Queryable): Promise<Clock> {
  let offset = await readClockOffset(db);
  return {
    now: () => new Date(Date.now() + offset),
    advance: async (ms) => {
      offset = await addClockOffset(db, Math.max(0, Math.round(ms)));
      return new Date(Date.now() + offset);
    },
    sync: async () => {
      offset = await readClockOffset(db);
    },
  };
}
