import { MESSAGES } from '@backstage/domain';
import { AppError } from '../../lib/app-error';
import type { AccountContext } from '../accounts/context';
import { deletePhone, insertPhone, lockUser, updatePhone } from './phone-repo';
import { type MasterRef, masterId, type PhoneRow } from './profile-repo';

interface PhoneInput {
  number: string;
  type: { id?: number; value?: string };
}

async function phoneType(ctx: AccountContext, type: PhoneInput['type']): Promise<MasterRef> {
  const found = await masterId(ctx.db, 'phone_types', type);
  if (!found) throw new AppError('INVALID_INPUT', [{ field: 'type', message: MESSAGES.phoneNumberAndType }]);
  return found;
}

/** Spec §5: at most three phones; the fourth is refused and nothing is stored. */
export async function addPhone(ctx: AccountContext, userId: string, input: PhoneInput): Promise<PhoneRow> {
  const type = await phoneType(ctx, input.type);
  const id = await ctx.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return insertPhone(tx, userId, input.number, type.id);
  });
  if (id === undefined)
    throw new AppError('INVALID_INPUT', [{ field: 'phones', message: MESSAGES.maxPhones }]);
  return { id, number: input.number, type };
}

/** Changes one of the caller's phones (another user's phone is simply not found). */
export async function changePhone(
  ctx: AccountContext,
  userId: string,
  id: number,
  input: PhoneInput,
): Promise<PhoneRow> {
  const type = await phoneType(ctx, input.type);
  if (!(await updatePhone(ctx.db, userId, id, input.number, type.id))) throw new AppError('NOT_FOUND');
  return { id, number: input.number, type };
}

/** Removes one of the caller's phones. */
export async function removePhone(ctx: AccountContext, userId: string, id: number) {
  if (!(await deletePhone(ctx.db, userId, id))) throw new AppError('NOT_FOUND');
}
