import { MESSAGE_CODES } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { lockUser } from '../accounts';
import { findMasterValue } from '../master-data';
import { deletePhone, insertPhone, updatePhone } from './phone-repo';
import type { MasterRef, PhoneRow } from './profile-repo';

interface PhoneInput {
  number: string;
  type: { id?: number; value?: string };
}

async function phoneType(deps: Deps, type: PhoneInput['type']): Promise<MasterRef> {
  const found = await findMasterValue(deps.db, 'phone_types', type);
  if (!found)
    throw new AppError('INVALID_INPUT', [{ field: 'type', message: MESSAGE_CODES.phoneNumberAndType }]);
  return found;
}

/** docs/product.md#phones: at most three phones; the fourth is refused and nothing is stored. */
export async function addPhone(deps: Deps, userId: string, input: PhoneInput): Promise<PhoneRow> {
  const type = await phoneType(deps, input.type);
  const id = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    return insertPhone(tx, userId, input.number, type.id);
  });
  if (id === undefined)
    throw new AppError('INVALID_INPUT', [{ field: 'phones', message: MESSAGE_CODES.maxPhones }]);
  return { id, number: input.number, type };
}

/** Changes one of the caller's phones (another user's phone is simply not found). */
export async function changePhone(
  deps: Deps,
  userId: string,
  id: number,
  input: PhoneInput,
): Promise<PhoneRow> {
  const type = await phoneType(deps, input.type);
  if (!(await updatePhone(deps.db, userId, id, input.number, type.id))) throw new AppError('NOT_FOUND');
  return { id, number: input.number, type };
}

/** Removes one of the caller's phones. */
export async function removePhone(deps: Deps, userId: string, id: number) {
  if (!(await deletePhone(deps.db, userId, id))) throw new AppError('NOT_FOUND');
}
