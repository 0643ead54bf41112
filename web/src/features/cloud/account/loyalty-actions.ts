import type { LoyaltyResponse } from '@backstage/domain';

/**
 * What the Play2-4Life list offers (docs/product.md#loyalty-program): a pick while one is earned and unused,
 * also as the final choice after the membership ended; giving a pick back only while the membership runs.
 */
export function loyaltyActions(
  state: Pick<LoyaltyResponse, 'status' | 'membershipEnded' | 'picks' | 'picksEarned'>,
) {
  const canPick = state.status !== 'final' && state.picks.length < state.picksEarned;
  return {
    canPick,
    canGiveBack: state.status !== 'final' && !state.membershipEnded,
    statusText: state.membershipEnded && canPick ? 'finalPick' : state.status,
  };
}
