import type { AccountViewResponse, StaffUserSearchResponse } from '@backstage/domain';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/i18n';
import { cleanup, renderWithProviders, screen } from '@/test-utils';
import { AccountSummary } from './account-summary';
import { CustomerResults } from './customer-results';

// docs/product.md#name-order: the console writes a customer's name in the order of the culture it is shown in.
afterEach(cleanup);

const taro = { id: 'u1', email: 'taro@example.com', firstName: '太郎', lastName: '山田' };

const found = {
  isPending: false,
  isError: false,
  data: { pages: [{ data: [{ ...taro, state: 'active' }], next: null }], pageParams: [undefined] },
  hasNextPage: false,
} as unknown as UseInfiniteQueryResult<InfiniteData<StaffUserSearchResponse>>;

const view = {
  profile: { ...taro, cultureCode: 'ja-JP', country: 'JP', brand: 'roland', created: '2026-11-20T00:00:00Z' },
  state: { status: 'active', lockedUntil: null, twoStep: false, passkeys: 0 },
} as unknown as AccountViewResponse;

async function shownNames(culture: string) {
  await initI18n(culture);
  renderWithProviders(<CustomerResults results={found} />, { route: '/admin/customers' });
  renderWithProviders(<AccountSummary view={view} />);
  // Both wait for the console's texts (the `admin` namespace) to load.
  return {
    listed: (await screen.findByRole('link', { name: /太郎/ })).textContent,
    heading: (await screen.findByRole('heading', { name: /太郎/ })).textContent,
  };
}

describe('customer names in the console', () => {
  it('puts the family name first in ja-JP, in the list and the account view heading', async () => {
    expect(await shownNames('ja-JP')).toEqual({ listed: '山田 太郎', heading: '山田 太郎' });
  });

  it('puts the given name first in en-US', async () => {
    expect(await shownNames('en-US')).toEqual({ listed: '太郎 山田', heading: '太郎 山田' });
  });
});
