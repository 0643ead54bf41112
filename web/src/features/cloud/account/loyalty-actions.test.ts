import { describe, expect, it } from 'vitest';
import { loyaltyActions } from './loyalty-actions';

describe('Play2-4Life actions (docs/product.md#loyalty-program)', () => {
  it('offers picks and giving back while the membership runs', () => {
    expect(
      loyaltyActions({
        status: 'pick available',
        membershipEnded: false,
        picks: ['LK-D-50'],
        picksEarned: 2,
      }),
    ).toEqual({ canPick: true, canGiveBack: true, statusText: 'pick available' });
    expect(
      loyaltyActions({ status: 'earning', membershipEnded: false, picks: ['LK-D-50'], picksEarned: 1 }),
    ).toEqual({ canPick: false, canGiveBack: true, statusText: 'earning' });
  });

  it('offers the final choice of an unused pick after the end, never giving one back', () => {
    expect(
      loyaltyActions({ status: 'pick available', membershipEnded: true, picks: ['LK-D-50'], picksEarned: 2 }),
    ).toEqual({ canPick: true, canGiveBack: false, statusText: 'finalPick' });
    expect(
      loyaltyActions({
        status: 'final',
        membershipEnded: true,
        picks: ['LK-D-50', 'LK-SH-101'],
        picksEarned: 2,
      }),
    ).toEqual({ canPick: false, canGiveBack: false, statusText: 'final' });
  });
});
