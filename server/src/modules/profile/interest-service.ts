import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findMasterValue } from '../master-data';
import { addInterest, removeInterest } from './interest-repo';
import type { InterestRow } from './profile-repo';

/** Adds one of the twelve interests of docs/product.md#interests (adding it again changes nothing). */
export async function addUserInterest(
  deps: Deps,
  userId: string,
  ref: { id?: number; value?: string },
): Promise<InterestRow> {
  const interest = await findMasterValue(deps.db, 'interests', ref);
  if (!interest)
    throw new AppError('INVALID_INPUT', [{ field: 'interest', message: 'Interest must be valid' }]);
  return { id: await addInterest(deps.db, userId, interest.id), interest };
}

/** Removes one of the caller's interest entries (another user's entry is simply not found). */
export async function removeUserInterest(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await removeInterest(deps.db, userId, id))) throw new AppError('NOT_FOUND');
}
