import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { budgetSpent, chargeBudgets, type FailureBudget } from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { clientAddressLimited } from '../../lib/rate-limit';
import type { CodePurpose } from './code-repo';

/** The flows whose wrong codes are budgeted: the account codes, and the codes of gear transfers (ADR 066). */
export type CodeFlow = CodePurpose | 'gear_transfer';

/**
 * Wrong codes one account may send per flow (activation, password reset, e-mail change) across every code
 * it is sent: re-requesting a code starts no new budget. The numbers and the odds they leave an attacker
 * are in docs/decisions/013-verification-code-budgets.md.
 */
export const CODE_FAILURES_PER_HOUR = 10;
export const CODE_FAILURES_PER_DAY = 15;
/** Wrong codes one client address may send per hour, over every account and flow. */
export const CODE_FAILURES_PER_CLIENT_HOUR = 30;

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

const budgets = (
  deps: Pick<Deps, 'config'>,
  purpose: CodeFlow,
  userId: string | undefined,
  clientIp: ClientAddress,
): FailureBudget[] => [
  ...(clientAddressLimited(deps)
    ? [{ key: `code-fail:ip:${clientIp}`, max: CODE_FAILURES_PER_CLIENT_HOUR, ttl: HOUR_S }]
    : []),
  ...(userId
    ? [
        { key: `code-fail:${purpose}:${userId}:hour`, max: CODE_FAILURES_PER_HOUR, ttl: HOUR_S },
        { key: `code-fail:${purpose}:${userId}:day`, max: CODE_FAILURES_PER_DAY, ttl: DAY_S },
      ]
    : []),
];

/**
 * Refuses the flow with "Attempt limit exceeded" once the account (when known) or the client address has
 * used its budget: then even the right code is refused, or the budget would mean nothing. The counters live
 * in the key-value store, so every process behind one Redis shares them.
 */
export async function assertCodeBudget(
  deps: Pick<Deps, 'kv' | 'config'>,
  purpose: CodeFlow,
  clientIp: ClientAddress,
  userId?: string,
): Promise<void> {
  if (await budgetSpent(deps.kv, budgets(deps, purpose, userId, clientIp)))
    throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
}

/** Counts one wrong code against the account's budget for the flow (when known) and the client address. */
export async function chargeWrongCode(
  deps: Pick<Deps, 'kv' | 'config'>,
  purpose: CodeFlow,
  clientIp: ClientAddress,
  userId?: string,
): Promise<void> {
  await chargeBudgets(deps.kv, budgets(deps, purpose, userId, clientIp));
}
