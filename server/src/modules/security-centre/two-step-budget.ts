import type { Deps } from '../../deps';
import { type FailureBudget, takeTry } from '../../lib/attempt-limit';

/**
 * Wrong second-step codes (authenticator or recovery codes, at sign-in or to turn two-step off) one account
 * may send, from any address, before its two-step is locked. Only a passed second step, a passkey sign-in or
 * the owner's "this wasn't me" link clears them: a right password does not, or signing in again would give a
 * guesser a fresh budget. The numbers and the odds they leave are in
 * docs/decisions/059-two-step-and-per-address-budgets.md.
 */
export const TWO_STEP_FAILURES_PER_15_MIN = 5;
export const TWO_STEP_FAILURES_PER_DAY = 10;

/** The account's two-step budgets (their counters are named here only). */
export const twoStepBudgets = (userId: string): FailureBudget[] => [
  { key: `two-step-fail:${userId}:15min`, max: TWO_STEP_FAILURES_PER_15_MIN, ttl: 15 * 60 },
  { key: `two-step-fail:${userId}:day`, max: TWO_STEP_FAILURES_PER_DAY, ttl: 24 * 3600 },
];

/**
 * Counts a second-step try against the account before its code is looked at (a try that passes clears the
 * count); false once the two-step is locked: then even the right code is refused.
 */
export const takeSecondStepTry = (deps: Pick<Deps, 'kv'>, userId: string) =>
  takeTry(deps.kv, twoStepBudgets(userId));

/**
 * Forgets the account's second-step tries (a passed second step, a passkey, the owner's recovery, support's
 * two-step reset); the wrong passwords stay counted.
 */
export async function clearTwoStepBudget(deps: Pick<Deps, 'kv'>, userId: string): Promise<void> {
  await Promise.all(twoStepBudgets(userId).map((budget) => deps.kv.del(budget.key)));
}
