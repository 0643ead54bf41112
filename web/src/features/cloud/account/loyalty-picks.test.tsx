import type { LoyaltyResponse } from '@backstage/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import { loyaltyQueryOptions } from '../api/get-loyalty';
import { LoyaltyPicks } from './loyalty-picks';

const summary = async (counts: Pick<LoyaltyResponse, 'paidMonths' | 'picksEarned' | 'monthsRemaining'>) => {
  await initI18n('en-US');
  cleanup();
  const client = new QueryClient();
  const loyalty: LoyaltyResponse = {
    program: 'Play2-4Life',
    status: 'earning',
    membershipEnded: false,
    picks: [],
    rewards: [],
    ...counts,
  };
  client.setQueryData(loyaltyQueryOptions().queryKey, loyalty);
  renderWithProviders(<LoyaltyPicks />, { client });
  return (await screen.findByText(/paid month/)).textContent;
};

describe('Play2-4Life summary (docs/product.md#loyalty-program)', () => {
  it('says each count in the singular or plural i18next’s plural rules pick', async () => {
    expect(await summary({ paidMonths: 1, picksEarned: 0, monthsRemaining: 5 })).toBe(
      '1 paid month, 0 picks earned; 5 months to the next pick.',
    );
    expect(await summary({ paidMonths: 7, picksEarned: 1, monthsRemaining: 1 })).toBe(
      '7 paid months, 1 pick earned; 1 month to the next pick.',
    );
  });
});
