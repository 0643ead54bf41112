import { dayOf } from '@backstage/domain';
import type { Deps } from '../../deps';
import { getRegisteredProduct } from '../my-gear';
import { listUnitEvents } from './unit-history-repo';

/**
 * GET registeredProducts/{id}/history: the unit's history for its current owner (anyone else: not found),
 * dates only, with no earlier owner's data (docs/product.md#gear-transfer).
 */
export async function unitHistory(deps: Deps, userId: string, registeredProductId: number) {
  const registration = await getRegisteredProduct(deps, userId, registeredProductId);
  const events = await listUnitEvents(deps.db, registeredProductId);
  return { data: [{ event: 'registered' as const, date: dayOf(registration.createDate) }, ...events] };
}
