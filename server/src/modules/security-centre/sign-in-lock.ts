import type { Deps } from '../../deps';
import { accountLockBudget, type FailureBudget, spentUntil } from '../../lib/attempt-limit';
import { twoStepBudgets } from './two-step-budget';

/** The account whose sign-in lock is read or lifted. */
export interface LockedAccount {
  id: string;
  email: string;
}

/**
 * What locks an account out of signing in: wrong passwords (docs/product.md#lockout) or its two-step budget
 * used up by wrong authenticator or recovery codes (docs/product.md#two-step-sign-in, ADR 059). Either refuses
 * the right password or code too until its window closes, so support sees both as one lock.
 */
const signInLocks = (account: LockedAccount): FailureBudget[] => [
  accountLockBudget(account.email),
  ...twoStepBudgets(account.id),
];

/** When the account's sign-in lock ends (the later end of the two), or null while it is not locked. */
export const signInLockEnd = (deps: Pick<Deps, 'kv'>, account: LockedAccount) =>
  spentUntil(deps.kv, signInLocks(account));

/**
 * Forgets the account's wrong passwords and two-step codes (support's unlock, docs/product.md#staff-actions);
 * false, changing nothing, when none was counted.
 */
export async function liftSignInLock(deps: Pick<Deps, 'kv'>, account: LockedAccount): Promise<boolean> {
  const keys = signInLocks(account).map((budget) => budget.key);
  const counts = await Promise.all(keys.map((key) => deps.kv.get(key)));
  if (counts.every((count) => count === null)) return false;
  await Promise.all(keys.map((key) => deps.kv.del(key)));
  return true;
}
