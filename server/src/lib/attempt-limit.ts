import { AppError } from './app-error';
import type { Kv } from './kv';

/** Failures allowed per account within the window before "Attempt limit exceeded". */
export const MAX_FAILURES = 5;
/** Failures allowed per IP: higher, since offices and schools share one address. */
export const MAX_IP_FAILURES = 20;
export const FAILURE_WINDOW_S = 15 * 60;

/** Throws ATTEMPT_LIMIT_EXCEEDED (429) when any key has used up its failures. */
export async function assertNotLocked(kv: Kv, keys: string[], max = MAX_FAILURES): Promise<void> {
  const counts = await Promise.all(keys.map((key) => kv.get(`fail:${key}`)));
  if (counts.some((count) => Number(count ?? 0) >= max)) throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
}

/** Counts one failure against each key (shared across processes when Redis is configured). */
export async function recordFailure(kv: Kv, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.incr(`fail:${key}`, FAILURE_WINDOW_S)));
}

/** Forgets an account's failures after a success. */
export async function clearFailures(kv: Kv, key: string): Promise<void> {
  await kv.del(`fail:${key}`);
}
