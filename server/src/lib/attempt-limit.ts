import { LimitError } from './app-error';
import type { ClientAddress } from './client-address';
import type { Kv } from './kv';

/** Failures allowed per account within the window before "Attempt limit exceeded". */
export const MAX_FAILURES = 5;
/** Failures allowed per IP: higher, since offices and schools share one address. */
export const MAX_IP_FAILURES = 20;
export const FAILURE_WINDOW_S = 15 * 60;

/** The sign-in lockout's key for a client address (wrong passwords, second-step codes and passkeys share it). */
export const addressLockKey = (client: ClientAddress) => `ip:${client}`;

/** The sign-in lockout's key for an account: its address in lower case, whatever case the caller typed. */
export const accountLockKey = (email: string) => `account:${email.toLowerCase()}`;

/** Where a lockout key's failures are counted. */
export const failureCounter = (key: string) => `fail:${key}`;

/** An account's password lockout seen as a budget (the counter `assertNotLocked` reads), to read or clear it. */
export const accountLockBudget = (email: string): FailureBudget => ({
  key: failureCounter(accountLockKey(email)),
  max: MAX_FAILURES,
  ttl: FAILURE_WINDOW_S,
});

/** Throws ATTEMPT_LIMIT_EXCEEDED (429) when any key has used up its failures. */
export async function assertNotLocked(kv: Kv, keys: string[], max = MAX_FAILURES): Promise<void> {
  const counts = await Promise.all(keys.map((key) => kv.get(failureCounter(key))));
  if (counts.some((count) => Number(count ?? 0) >= max)) throw new LimitError('sign-in-lockout');
}

/** Counts one failure against each key (shared across processes when Redis is configured). */
export async function recordFailure(kv: Kv, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => kv.incr(failureCounter(key), FAILURE_WINDOW_S)));
}

/** Forgets an account's failures after a success. */
export async function clearFailures(kv: Kv, key: string): Promise<void> {
  await kv.del(failureCounter(key));
}

/** Failures counted under `key`: `max` of them in a window of `ttl` seconds that starts at the first. */
export interface FailureBudget {
  key: string;
  max: number;
  ttl: number;
}

/** Whether any of the budgets has used up its failures. */
export async function budgetSpent(kv: Kv, budgets: FailureBudget[]): Promise<boolean> {
  const counts = await Promise.all(budgets.map((budget) => kv.get(budget.key)));
  return budgets.some((budget, i) => Number(counts[i] ?? 0) >= budget.max);
}

/**
 * When the spent budgets' windows close (the latest of them), or null while none is spent: a budget refuses
 * until the window that began with its first failure closes, whatever was tried since.
 */
export async function spentUntil(kv: Kv, budgets: FailureBudget[]): Promise<Date | null> {
  const counts = await Promise.all(budgets.map((budget) => kv.get(budget.key)));
  const spent = budgets.filter((budget, i) => Number(counts[i] ?? 0) >= budget.max);
  const ends = await Promise.all(spent.map((budget) => kv.expiresAt(budget.key)));
  const known = ends.filter((end): end is number => end !== null);
  return known.length ? new Date(Math.max(...known)) : null;
}

/** Counts one failure against each budget. */
export async function chargeBudgets(kv: Kv, budgets: FailureBudget[]): Promise<void> {
  await Promise.all(budgets.map((budget) => kv.incr(budget.key, budget.ttl)));
}

/**
 * Counts a try against each budget before the try is checked, so tries sent all at once cannot each find
 * the budget unspent; false, counting nothing, once a budget is spent (or a try at the same time spent it).
 */
export async function takeTry(kv: Kv, budgets: FailureBudget[]): Promise<boolean> {
  if (await budgetSpent(kv, budgets)) return false;
  const counts = await Promise.all(budgets.map((budget) => kv.incr(budget.key, budget.ttl)));
  return budgets.every((budget, i) => counts[i]! <= budget.max);
}
