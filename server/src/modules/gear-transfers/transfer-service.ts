import {
  GEAR_TRANSFER_VALID_DAYS,
  GEAR_TRANSFERS_PER_ACCOUNT_PER_DAY,
  GEAR_TRANSFERS_PER_CLIENT_PER_DAY,
  normalizeEmail,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { digest, newCode } from '../../lib/codes';
import { clientAddressLimited, enforceRate } from '../../lib/rate-limit';
import { findUser, findUserWithEmail, type UserRow } from '../accounts';
import { queueMail } from '../mail';
import { getRegisteredProduct } from '../my-gear';
import { transferMail } from './transfer-mail';
import {
  closeTransfer,
  expireLapsed,
  findTransfer,
  hasOpenTransfer,
  insertTransfer,
  listOpenTransfers,
  type TransferRow,
} from './transfer-repo';
import { transferView } from './transfer-view';

const DAY_MS = 86_400_000;
const DAY_S = 86_400;

/**
 * Each transfer mails an address the sender chose: the account's and the client address's daily budgets
 * (docs/decisions/074-*) keep start-and-cancel from mailing strangers at will. Cancelling gives nothing back.
 */
async function chargeTransferBudgets(deps: Deps, userId: string, ip: ClientAddress) {
  await enforceRate(deps.kv, `gear-transfer:account:${userId}`, GEAR_TRANSFERS_PER_ACCOUNT_PER_DAY, DAY_S);
  if (clientAddressLimited(deps))
    await enforceRate(deps.kv, `gear-transfer:ip:${ip}`, GEAR_TRANSFERS_PER_CLIENT_PER_DAY, DAY_S);
}

/**
 * The portal's time (the billing clock a test rig may move, docs/decisions/062-*). A transfer past its time
 * is expired by this clock when read; only writes store it so (a read must not write).
 */
export async function transferNow(deps: Deps): Promise<Date> {
  await deps.clock.sync?.();
  return deps.clock.now();
}

/**
 * docs/product.md#gear-transfer POST registeredProducts/{id}/transfer: the owner's completed registration
 * (anyone else's is not found) is offered to an e-mail address for 14 days; the recipient is mailed a code and
 * the link in the same transaction. One open transfer per unit.
 */
export async function startTransfer(
  deps: Deps,
  user: UserRow,
  registeredProductId: number,
  email: string,
  ip: ClientAddress,
) {
  const registration = await getRegisteredProduct(deps, user.id, registeredProductId);
  if (registration.status !== 'registered') throw new AppError('GEAR_TRANSFER_INCOMPLETE');
  const to = normalizeEmail(email);
  if (to === normalizeEmail(user.email)) throw new AppError('GEAR_TRANSFER_TO_SELF');
  await chargeTransferBudgets(deps, user.id, ip);
  const now = await transferNow(deps);
  const expiresAt = new Date(now.getTime() + GEAR_TRANSFER_VALID_DAYS * DAY_MS);
  const code = newCode();
  const recipient = await findUserWithEmail(deps, to);
  const id = await deps.db.transaction(async (tx) => {
    // The unit's lapsed transfer, still stored as pending, ends here: it must not block the new one.
    await expireLapsed(tx, registeredProductId, now);
    const created = { registeredProductId, fromUserId: user.id, recipientEmail: to, codeHash: digest(code) };
    const id = await insertTransfer(tx, { ...created, createDate: now, expiresAt });
    if (!id) throw new AppError('GEAR_TRANSFER_PENDING');
    const mail = transferMail(deps, { id, code, to, sender: user, recipient, registration, expiresAt });
    // Past the recipient's budget of these mails nothing is started (ADR 013, 061).
    if (!(await queueMail(tx, mail))) throw new AppError('ATTEMPT_LIMIT_EXCEEDED');
    return id;
  });
  return transferView((await findTransfer(deps.db, id))!, registration, { userId: user.id }, user.firstName);
}

/** my-gear's `RegistrationHolds`: a unit on offer keeps its registration as the recipient was shown it. */
export async function isBeingHandedOn(deps: Deps, registeredProductId: number): Promise<boolean> {
  return hasOpenTransfer(deps.db, registeredProductId, await transferNow(deps));
}

/**
 * The transfer as the caller may see it: the sender's, or one offered to the caller's address; another
 * account's is refused (GEAR_TRANSFER_OTHER_ACCOUNT), a closed or lapsed one says so.
 */
export async function openTransferFor(deps: Deps, user: UserRow, id: string): Promise<TransferRow> {
  const now = await transferNow(deps);
  return assertOpen(await transferFor(deps, user, id), now);
}

/** The transfer, for its sender or recipient only, whatever its state. */
async function transferFor(deps: Deps, user: UserRow, id: string): Promise<TransferRow> {
  const row = await findTransfer(deps.db, id);
  if (!row) throw new AppError('GEAR_TRANSFER_NOT_FOUND');
  if (row.fromUserId !== user.id && row.recipientEmail !== normalizeEmail(user.email))
    throw new AppError('GEAR_TRANSFER_OTHER_ACCOUNT');
  return row;
}

/** Still stored as pending, but past its time (docs/product.md#gear-transfer: it waits 14 days). */
const lapsed = (row: TransferRow, now: Date) =>
  row.status === 'pending' && row.expiresAt.getTime() <= now.getTime();

/** A transfer still waiting: an expired one (by the row or by the clock) and a closed one are refused. */
export function assertOpen(row: TransferRow, now: Date): TransferRow {
  if (row.status === 'expired' || lapsed(row, now)) throw new AppError('GEAR_TRANSFER_EXPIRED');
  if (row.status !== 'pending') throw new AppError('GEAR_TRANSFER_CLOSED');
  return row;
}

/** GET gearTransfers/{id}: what the acceptance screen shows (the sender's first name only). */
export async function getTransfer(deps: Deps, user: UserRow, id: string) {
  return viewOf(deps, user, await openTransferFor(deps, user, id));
}

/** GET gearTransfers: the caller's open transfers in both directions (My Gear's "Transfers"). */
export async function listTransfers(deps: Deps, user: UserRow) {
  const now = await transferNow(deps);
  const rows = await listOpenTransfers(deps.db, user.id, normalizeEmail(user.email), now);
  return { data: await Promise.all(rows.map((row) => viewOf(deps, user, row))) };
}

async function viewOf(deps: Deps, user: UserRow, row: TransferRow) {
  const sender = row.fromUserId === user.id ? user : await findUser(deps, row.fromUserId);
  const registration = await getRegisteredProduct(deps, row.fromUserId, row.registeredProductId);
  return transferView(row, registration, { userId: user.id }, sender?.firstName ?? '');
}

/**
 * DELETE gearTransfers/{id}: the sender cancels, the recipient declines; nothing moves, and the code is
 * spent with it.
 */
export async function closeByCaller(deps: Deps, user: UserRow, id: string) {
  const now = await transferNow(deps);
  const row = await transferFor(deps, user, id);
  // Refused as expired; this write is where a lapsed transfer's end is stored.
  if (lapsed(row, now)) await expireLapsed(deps.db, row.registeredProductId, now);
  assertOpen(row, now);
  const status = row.fromUserId === user.id ? ('cancelled' as const) : ('declined' as const);
  if (!(await closeTransfer(deps.db, id, status, now))) throw new AppError('GEAR_TRANSFER_CLOSED');
  return { status };
}
