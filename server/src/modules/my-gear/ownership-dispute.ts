import {
  dayOf,
  OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY,
  OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY,
} from '@backstage/domain';
import type { Deps } from '../../deps';
import { clientAddress } from '../../lib/client-address';
import { clientAddressLimited, enforceRate } from '../../lib/rate-limit';
import { findUser, type UserRow } from '../accounts';
import { queueMail } from '../mail';
import { getRegisteredProduct } from './list-service';
import { disputeNoticeMail } from './ownership-mail';
import { findUnitHolder, type UnitHolder } from './registered-product-repo';
import type { DisputeDesk, DisputeOrigin } from './unit-disputes';

const DAY_S = 86_400;

/**
 * Who else holds the unit a registration names (docs/product.md#unit-ownership): only a serial makes a unit,
 * so a registration without one is nobody's dispute.
 */
export async function holderOf(
  deps: Deps,
  userId: string,
  unit: { productId: number; serialCode: string | null },
): Promise<UnitHolder | undefined> {
  if (unit.serialCode === null) return undefined;
  return findUnitHolder(deps.db, unit.productId, unit.serialCode, userId);
}

/**
 * A dispute mails an owner and files a ticket: the claimant's and the client address's daily budgets are
 * charged before either, as for every mail a user can cause to another address (docs/decisions/074-*, 093).
 */
export async function chargeDisputeBudget(deps: Deps, userId: string, origin: DisputeOrigin): Promise<void> {
  const account = `ownership-dispute:account:${userId}`;
  await enforceRate(deps.kv, account, OWNERSHIP_DISPUTES_PER_ACCOUNT_PER_DAY, DAY_S);
  if (!clientAddressLimited(deps)) return;
  const address = `ownership-dispute:ip:${clientAddress(origin.ip)}`;
  await enforceRate(deps.kv, address, OWNERSHIP_DISPUTES_PER_CLIENT_PER_DAY, DAY_S);
}

/**
 * The dispute path once the claimant's disputed registration is stored (ADR 093): the current owner is mailed
 * (the unit stays theirs; nothing of the claimant is named) and support gets a ticket in the claimant's name.
 * A ticket that could not be filed takes the change back (`undo`), so no dispute waits unseen; the claimant may
 * try again.
 */
export async function startDispute(
  deps: Deps,
  desk: DisputeDesk,
  input: {
    claimant: UserRow;
    registrationId: number;
    holder: UnitHolder;
    origin: DisputeOrigin;
    undo(): Promise<unknown>;
  },
) {
  const { claimant, registrationId, holder } = input;
  const registration = await getRegisteredProduct(deps, claimant.id, registrationId);
  try {
    await desk.fileDispute(
      claimant,
      { registration, holderRegistrationId: holder.registeredProductId },
      input.origin,
    );
  } catch (error) {
    await input.undo();
    throw error;
  }
  const owner = await findUser(deps, holder.userId);
  if (owner) {
    await deps.clock.sync?.();
    // Past the owner's budget of these mails the dispute still reaches support, which can reach them.
    await queueMail(deps.db, disputeNoticeMail(deps, { owner, registration, on: dayOf(deps.clock.now()) }));
  }
  return registration;
}
