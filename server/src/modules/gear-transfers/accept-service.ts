import { dayOf, GEAR_TRANSFER_CODE_ATTEMPTS, normalizeEmail } from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { matchesDigest } from '../../lib/codes';
import { findUser, takeCodeTry, type UserRow } from '../accounts';
import { queueMail } from '../mail';
import { getRegisteredProduct, moveRegistration } from '../my-gear';
import { moveAnswerInfos } from '../questionnaires';
import { acceptedMail } from './transfer-mail';
import { closeTransfer, countTransferAttempt, findTransfer } from './transfer-repo';
import { assertOpen, transferNow } from './transfer-service';
import { addUnitEvents } from './unit-history-repo';

/**
 * docs/product.md#gear-transfer POST gearTransfers/{id}/accept: by the account the transfer names, with its
 * code, once. The registration moves as it is (serial, purchase date, survey answers, and so its warranty);
 * the unit's history gains the two days; the old owner is told. Wrong codes count against the transfer (5
 * end it) and against the same budgets as the account's codes (ADR 013, 066).
 */
export async function acceptTransfer(
  deps: Deps,
  user: UserRow,
  id: string,
  code: string,
  clientIp: ClientAddress,
) {
  await takeCodeTry(deps, 'gear_transfer', clientIp, user.id);
  const now = await transferNow(deps);
  const today = dayOf(now);
  const before = await findTransfer(deps.db, id);
  if (!before) throw new AppError('GEAR_TRANSFER_NOT_FOUND');
  // What the old owner's notice names, read while the registration is still theirs.
  const [sender, handed] = await Promise.all([
    findUser(deps, before.fromUserId),
    getRegisteredProduct(deps, before.fromUserId, before.registeredProductId).catch(() => undefined),
  ]);
  const outcome = await deps.db.transaction(async (tx) => {
    const row = await findTransfer(tx, id, true);
    if (!row) throw new AppError('GEAR_TRANSFER_NOT_FOUND');
    if (row.recipientEmail !== normalizeEmail(user.email)) throw new AppError('GEAR_TRANSFER_OTHER_ACCOUNT');
    assertOpen(row, now);
    if (row.attempts >= GEAR_TRANSFER_CODE_ATTEMPTS) throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
    // A wrong code is counted and kept (this transaction commits), then refused below.
    if (!matchesDigest(code.trim(), row.codeHash)) {
      await countTransferAttempt(tx, id);
      return 'wrong' as const;
    }
    const moved = await moveRegistration(tx, row.registeredProductId, row.fromUserId, user.id);
    if (moved === 'duplicate') throw new AppError('PRODUCT_ALREADY_REGISTERED');
    if (moved === 'missing') throw new AppError('GEAR_TRANSFER_NOT_FOUND');
    await moveAnswerInfos(tx, row.registeredProductId, user.id);
    await addUnitEvents(tx, row.registeredProductId, [
      { event: 'handedOn', on: dayOf(row.createDate) },
      { event: 'accepted', on: today },
    ]);
    await closeTransfer(tx, id, 'accepted', now);
    // In the move's transaction (ADR 014); past the sender's mail budget the move still stands.
    if (sender && handed)
      await queueMail(tx, acceptedMail(deps, { sender, registration: handed, on: today }));
    return row;
  });
  if (outcome === 'wrong') throw new AppError('INVALID_CODE');
  return getRegisteredProduct(deps, user.id, outcome.registeredProductId);
}
