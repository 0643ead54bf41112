import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import { addInterest, removeInterest } from './interest-repo';
import { type InterestRow, masterId } from './profile-repo';

/** Adds one of the twelve interests of spec §3 (adding it again changes nothing). */
export async function addUserInterest(
  ctx: AccountContext,
  userId: string,
  ref: { id?: number; value?: string },
): Promise<InterestRow> {
  const interest = await masterId(ctx.db, 'interests', ref);
  if (!interest)
    throw new AppError('INVALID_INPUT', [{ field: 'interest', message: 'Interest must be valid' }]);
  return { id: await addInterest(ctx.db, userId, interest.id), interest };
}

/** Removes one of the caller's interest entries (another user's entry is simply not found). */
export async function removeUserInterest(ctx: AccountContext, userId: string, id: number): Promise<void> {
  if (!(await removeInterest(ctx.db, userId, id))) throw new AppError('NOT_FOUND');
}
