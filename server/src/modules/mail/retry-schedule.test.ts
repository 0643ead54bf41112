import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, nextAttemptAt } from './retry-schedule';

const now = new Date('2026-11-01T00:00:00Z');
const delay = (attempts: number) => (nextAttemptAt(attempts, now)?.getTime() ?? Number.NaN) - now.getTime();

describe('mail retry schedule', () => {
  it('doubles the delay after each failed attempt, from 5 s', () => {
    expect([1, 2, 3, 4].map(delay)).toEqual([5_000, 10_000, 20_000, 40_000]);
  });
  it('never waits more than an hour between attempts', () => {
    expect(delay(12)).toBe(3_600_000);
    expect(delay(29)).toBe(3_600_000);
  });
  it('gives up after the last attempt, about a day after the first', () => {
    expect(nextAttemptAt(DEFAULT_RETRY.maxAttempts, now)).toBeNull();
    const total = Array.from({ length: DEFAULT_RETRY.maxAttempts - 1 }, (_, i) => delay(i + 1)).reduce(
      (sum, ms) => sum + ms,
    );
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(30);
  });
});
