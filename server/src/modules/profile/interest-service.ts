import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findMasterValue, findMasterValues } from '../master-data';
import { addInterest, removeInterest, replaceInterests } from './interest-repo';
import type { InterestRow } from './profile-repo';
import { getProfile } from './profile-service';

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

/**
 * Saves the interests picked as a set (docs/product.md#interests): it replaces the stored set in one
 * transaction, so unticking an interest and saving removes it. One unknown interest refuses the whole set.
 */
export async function replaceUserInterests(
  deps: Deps,
  userId: string,
  refs: { id?: number; value?: string }[],
): Promise<InterestRow[]> {
  const interests = await findMasterValues(deps.db, 'interests', refs);
  const unknown = interests.findIndex((interest) => !interest);
  if (unknown >= 0)
    throw new AppError('INVALID_INPUT', [
      { field: `interests.${unknown}`, message: 'Interest must be valid' },
    ]);
  const ids = new Set(interests.map((interest) => interest!.id));
  await deps.db.transaction((tx) => replaceInterests(tx, userId, [...ids]));
  return (await getProfile(deps, userId)).interests;
}

/** Removes one of the caller's interest entries (another user's entry is simply not found). */
export async function removeUserInterest(deps: Deps, userId: string, id: number): Promise<void> {
  if (!(await removeInterest(deps.db, userId, id))) throw new AppError('NOT_FOUND');
}
