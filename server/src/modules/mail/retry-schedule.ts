/** How the outbox retries a mail that could not be sent. */
export interface RetrySchedule {
  /** Delay after the first failed attempt; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts before the mail is marked failed. */
  maxAttempts: number;
}

/** 5 s, 10 s, 20 s, … up to 1 h between attempts, 30 attempts: about a day, as long as an activation link. */
export const DEFAULT_RETRY: RetrySchedule = { firstDelayMs: 5_000, maxDelayMs: 3_600_000, maxAttempts: 30 };

/** When to try again after `attempts` failed attempts, or null when the mail has failed for good. */
export function nextAttemptAt(
  attempts: number,
  now: Date,
  schedule: RetrySchedule = DEFAULT_RETRY,
): Date | null {
  if (attempts >= schedule.maxAttempts) return null;
  const delay = Math.min(schedule.firstDelayMs * 2 ** Math.max(0, attempts - 1), schedule.maxDelayMs);
  return new Date(now.getTime() + delay);
}
