/**
 * The time the billing engine goes by (docs/product.md#renewals). In production it is the system clock; a
 * test rig (`BILLING_CLOCK=adjustable`) may move it forward to walk a subscription through renewal and
 * expiry without waiting. Only forward: a clock that went back could charge a period twice. The adjustable
 * one is kept in the database, so every process agrees on it (`modules/cloud/billing-clock.ts`).
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (adjustable clocks only); answers the new time. */
  advance?(ms: number): Promise<Date>;
  /** Reads a shared clock again (adjustable clocks only), so this process goes by what another one set. */
  sync?(): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date() };
