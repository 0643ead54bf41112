import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';

/**
 * One billing change per member at a time (docs/product.md#error-catalogue "TransactionAlreadyStarted"):
 * a second purchase, cancel or key registration while one runs is refused, not queued, so a double click
 * never charges or registers twice. The marker lives in the shared key-value store (every process sees it).
 */
export async function oneTransactionAtATime<T>(deps: Pick<Deps, 'kv'>, userId: string, fn: () => Promise<T>) {
  const key = `cloud-transaction:${userId}`;
  if (!(await deps.kv.setIfAbsent(key, '1', 30))) throw new AppError('TRANSACTION_ALREADY_STARTED');
  try {
    return await fn();
  } finally {
    await deps.kv.del(key);
  }
}
