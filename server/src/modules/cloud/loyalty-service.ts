import {
  hasCloudAccess,
  LOYALTY_MONTHS_PER_PICK,
  type LoyaltyResponse,
  USER_PRODUCT_TYPE,
} from '@backstage/domain';
import type { Queryable } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { lockUser } from '../accounts';
import { loyaltyRewards } from './catalogue';
import { paidMonths } from './payment-repo';
import { listSubscriptions } from './subscription-repo';
import { deleteUserProduct, insertUserProduct, listUserProducts } from './user-product-repo';

const RULE = 'LoyaltyReward';

/**
 * docs/product.md#loyalty-program (Play2-4Life): every 6 months of paid membership earns an instrument pick;
 * picks may change while the membership runs and become final once it has ended. A pick earned but not used
 * when the membership ends stays available: the member makes that last choice, and it is final at once.
 */
async function loyaltyOf(db: Queryable, userId: string, now: Date): Promise<LoyaltyResponse> {
  const months = await paidMonths(db, userId);
  const subs = await listSubscriptions(db, userId);
  const member = subs.some((s) => s.periodMonths !== null && hasCloudAccess(s, now));
  const picks = (await listUserProducts(db, userId))
    .filter((p) => p.type === USER_PRODUCT_TYPE.Rule && p.ruleType === RULE)
    .map((p) => p.productCode);
  const earned = Math.floor(months / LOYALTY_MONTHS_PER_PICK);
  const status =
    months === 0 && !member
      ? 'not a member'
      : picks.length < earned
        ? 'pick available'
        : !member
          ? 'final'
          : 'earning';
  return {
    program: 'Play2-4Life',
    status,
    membershipEnded: months > 0 && !member,
    paidMonths: months,
    monthsRemaining: LOYALTY_MONTHS_PER_PICK - (months % LOYALTY_MONTHS_PER_PICK),
    picksEarned: earned,
    picks,
    rewards: loyaltyRewards(),
  };
}

export const loyalty = (deps: Deps, userId: string) => loyaltyOf(deps.db, userId, deps.clock.now());

/**
 * A change of the member's picks: the member locked, the change made against the state it checks, the state
 * after it answered.
 */
async function changePicks(
  deps: Deps,
  userId: string,
  change: (tx: Queryable, state: LoyaltyResponse, now: Date) => Promise<void>,
): Promise<LoyaltyResponse> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await change(tx, await loyaltyOf(tx, userId, now), now);
    return loyaltyOf(tx, userId, now);
  });
}

/**
 * `put-user-product`: picks an instrument of the program while a pick is available, also the final choice of
 * an earned pick left unused when the membership ended.
 */
export async function pickInstrument(
  deps: Deps,
  userId: string,
  productCode: string,
): Promise<LoyaltyResponse> {
  if (!loyaltyRewards().some((r) => r.productCode === productCode)) throw new AppError('PRODUCT_NOT_FOUND');
  return changePicks(deps, userId, async (tx, state, now) => {
    if (state.status === 'final') throw new AppError('LOYALTY_FINAL');
    if (state.picks.includes(productCode) || state.picks.length >= state.picksEarned)
      throw new AppError('LOYALTY_NO_PICK');
    await insertUserProduct(tx, userId, {
      productCode,
      type: USER_PRODUCT_TYPE.Rule,
      ruleType: RULE,
      serialCode: null,
      key: null,
      createDate: now,
    });
  });
}

/** `delete-user-product`: gives a pick back to choose again, only while the membership runs. */
export function unpickInstrument(deps: Deps, userId: string, productCode: string): Promise<LoyaltyResponse> {
  return changePicks(deps, userId, async (tx, state) => {
    if (state.membershipEnded) throw new AppError('LOYALTY_FINAL');
    if (!(await deleteUserProduct(tx, userId, productCode, USER_PRODUCT_TYPE.Rule, RULE)))
      throw new AppError('PRODUCT_NOT_FOUND');
  });
}
