import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type FailureBudget, takeTry } from '../../lib/attempt-limit';
import type { ClientAddress } from '../../lib/client-address';
import { clientAddressLimited } from '../../lib/rate-limit';
import type { CodePurpose } from './code-repo';

/** The flows whose wrong codes are budgeted: the account codes, and the codes of gear transfers (ADR 066). */
export type CodeFlow = CodePurpose | 'gear_transfer';

/**
 * Code tries one account may make per flow (activation, password reset, e-mail change, gear transfer) across
 * every code it is sent: re-requesting a code starts no new budget; the right code ends the flow. The numbers and the odds they leave an attacker
 * are in docs/decisions/013-verification-code-budgets.md.
 */
export const CODE_FAILURES_PER_HOUR = 10;
export const CODE_FAILURES_PER_DAY = 15;
/** Code tries one client address may make per hour, over every account and flow. */
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
 * Takes one try at a code of the flow: counted against the account's budget (when known) and the client
 * address's before the code is checked, so tries sent all at once cannot each find the budget unspent (ADR 013).
 * Refuses with "Attempt limit exceeded" once a budget is spent: then even the right code is refused, or the
 * budget would mean nothing. The counters live in the key-value store, so every process behind one Redis
 * shares them.
 */
export async function takeCodeTry(
  deps: Pick<Deps, 'kv' | 'config'>,
  purpose: CodeFlow,
  clientIp: ClientAddress,
  userId?: string,
): Promise<void> {
  if (!(await takeTry(deps.kv, budgets(deps, purpose, userId, clientIp))))
    throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
}
