import type { Config } from '../config';
import { LimitError } from './app-error';
import type { Kv } from './kv';

/**
 * Counts one use of `key` in a window that starts at its first use; false once more than `max` uses fell in
 * it. Kept in the key-value store, so processes sharing one Redis share the count.
 */
export async function withinRate(kv: Kv, key: string, max: number, windowSeconds: number): Promise<boolean> {
  return (await kv.incr(`rate:${key}`, windowSeconds)) <= max;
}

/**
 * Like `withinRate`, but answers "Attempt limit exceeded" (429) past the limit; the refusal's metric names the
 * rule by the key's first part (`pass-check:<address>` counts as `pass-check`).
 */
export async function enforceRate(kv: Kv, key: string, max: number, windowSeconds: number): Promise<void> {
  if (!(await withinRate(kv, key, max, windowSeconds))) throw new LimitError(key.split(':', 1)[0]!);
}

/** Whether budgets counted per client address apply (`CLIENT_ADDRESS_LIMITS`: off only on a test rig). */
export function clientAddressLimited(deps: { config: Pick<Config, 'CLIENT_ADDRESS_LIMITS'> }): boolean {
  return deps.config.CLIENT_ADDRESS_LIMITS === 'on';
}
