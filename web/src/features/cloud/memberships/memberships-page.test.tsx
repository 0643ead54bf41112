import type { SubscriptionResponse } from '@backstage/domain';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/i18n';
import { renderWithProviders, screen } from '@/test-utils';
import MembershipsPage from './memberships-page';

// The page's own rules, not the gateway: a signed-in member of Core monthly and an empty catalogue are given.
const CORE = vi.hoisted(
  (): SubscriptionResponse => ({
    subscriptionId: 'sub-1',
    offerId: 'core-monthly',
    name: 'Roland Cloud Core',
    type: 1,
    status: 1,
    source: 1,
    createDate: '2026-11-01T00:00:00Z',
    nextChargeDate: '2026-12-01T00:00:00Z',
    endDate: '2026-12-01T00:00:00Z',
    hasAccess: true,
    priceCents: 1999,
    currency: 'USD',
    cardLast4: '4242',
    refundableUntil: null,
    cancellationReason: null,
    cancellationComment: null,
  }),
);
vi.mock('@/lib/use-signed-in', () => ({ useSignedIn: () => true }));
vi.mock('../api/get-all-products', () => ({
  useAllProducts: () => ({
    isPending: false,
    isError: false,
    data: { offers: [], membershipProducts: [], lifetimeKeys: [] },
  }),
}));
vi.mock('../api/get-user-subscriptions', () => ({
  useUserSubscriptions: () => ({ data: [CORE] }),
}));
vi.mock('../api/get-rule-status', () => ({
  useRuleStatus: () => ({ data: { freeTrialAvailable: false, hasMembership: true, accessUntil: null } }),
}));

async function renderAt(path: string) {
  await initI18n('en-US', ['cloud']);
  renderWithProviders(<MembershipsPage />, { route: path });
}

const links = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('Memberships and MembershipsRCM (docs/product.md#cloud-screens, #app-client-screens)', () => {
  it('the portal’s page leads a member to manage the membership and to the FAQ', async () => {
    await renderAt('/cloud/memberships');
    expect(links()).toEqual(['Manage membership', 'Questions about plans? Read the FAQ']);
    expect(screen.queryByText(/Checkout cancelled/)).toBeNull();
  });

  it('the app client’s view shows the same membership with no link into the portal (ADR 043)', async () => {
    await renderAt('/cloud/memberships?client=app');
    expect(screen.getByText(/Your membership: Roland Cloud Core/)).toBeTruthy();
    expect(links()).toEqual([]);
  });

  it('says nothing was charged when the buyer left the processor’s page', async () => {
    await renderAt('/cloud/memberships?checkout=cancelled&client=app');
    expect(screen.getByText(/^Checkout cancelled: nothing was charged\./)).toBeTruthy();
  });
});
