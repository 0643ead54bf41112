import { randomInt } from 'node:crypto';
import {
  PASS_CODE_ALPHABET,
  PASS_CODE_LENGTH,
  type PassCodeResponse,
  type PassRedemptionResponse,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { ClientAddress } from '../../lib/client-address';
import { clientAddressLimited, enforceRate } from '../../lib/rate-limit';
import { findPassCode, insertPassCodes, type PassCodeRow, redeemPassCode } from './pass-code-repo';

/** A fresh random code (crypto RNG, 31^12 ≈ 7.9e17 codes: guessing one is hopeless, and attempts are rate-limited). */
export function newPassCode(): string {
  return Array.from(
    { length: PASS_CODE_LENGTH },
    () => PASS_CODE_ALPHABET[randomInt(PASS_CODE_ALPHABET.length)],
  ).join('');
}

/** docs/product.md#backstage-pass: the operator's command; issues `count` new codes for an event. */
export async function createPassCodes(
  db: Queryable,
  options: { event: string; count: number; expiresAt: Date | null },
): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < options.count) codes.add(newPassCode());
  const list = [...codes];
  const stored = await insertPassCodes(db, list, options.event, options.expiresAt);
  // A collision with an older code is astronomically unlikely; when it happens the run says so rather than hide it.
  if (stored !== list.length) throw new Error('A generated code already existed; run the command again.');
  return list;
}

const answer = (row: PassCodeRow): PassCodeResponse => ({
  code: row.code,
  event: row.event,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Refuses a used or expired code with its own message; "does not exist" for an unknown one. */
function usable(row: PassCodeRow | undefined, now = new Date()): PassCodeRow {
  if (!row) throw new AppError('PASS_CODE_NOT_FOUND');
  if (row.redeemedAt) throw new AppError('PASS_CODE_USED');
  if (row.expiresAt && row.expiresAt <= now) throw new AppError('PASS_CODE_EXPIRED');
  return row;
}

/** Checks per client address and per user in a minute: codes can only be found by trying, so trying is slow. */
export const PASS_CHECKS_PER_MINUTE = 20;

/** The code page's check before sign-up or sign-in: the code can still be redeemed, and for what. */
export async function checkPassCode(
  deps: Deps,
  code: string,
  clientAddress: ClientAddress,
): Promise<PassCodeResponse> {
  if (clientAddressLimited(deps))
    await enforceRate(deps.kv, `pass-check:${clientAddress}`, PASS_CHECKS_PER_MINUTE, 60);
  return answer(usable(await findPassCode(deps.db, code)));
}

/** Redeems the code for the signed-in user; a second redemption, by anyone, is refused. */
export async function redeemPassCodeFor(
  deps: Deps,
  code: string,
  userId: string,
): Promise<PassRedemptionResponse> {
  await enforceRate(deps.kv, `pass-redeem:${userId}`, PASS_CHECKS_PER_MINUTE, 60);
  const row = await redeemPassCode(deps.db, code, userId);
  if (!row) usable(await findPassCode(deps.db, code));
  // usable() threw unless the code changed between the two reads; then it was redeemed by someone else.
  if (!row) throw new AppError('PASS_CODE_USED');
  return { ...answer(row), redeemedAt: row.redeemedAt!.toISOString() };
}
