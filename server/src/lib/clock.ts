/**
 * The time the billing engine goes by (docs/product.md#renewals). In production it is the system clock; a
 * test rig (`BILLING_CLOCK=adjustable`) may move it forward to walk a subscription through renewal and
 * expiry without waiting. Only forward: a clock that went back could charge a period twice.
 */
export interface Clock {
  now(): Date;
  /** Moves the clock forward (adjustable clocks only); answers the new time. */
  advance?(ms: number): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's, plus an offset that only grows. */
export function adjustableClock(offsetMs = 0): Clock {
  let offset = offsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += Math.max(0, ms);
      return new Date(Date.now() + offset);
    },
  };
}
