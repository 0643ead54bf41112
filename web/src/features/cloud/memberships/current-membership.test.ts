import type { SubscriptionResponse } from '@backstage/domain';
import { describe, expect, it } from 'vitest';
import { currentMembership } from './current-membership';

const sub = (offerId: string | null, hasAccess: boolean): SubscriptionResponse => ({
  subscriptionId: `${offerId}-${hasAccess}`,
  offerId,
  name: offerId ?? 'admin',
  type: 1,
  status: 4,
  source: 1,
  createDate: '2026-11-01T00:00:00.000Z',
  nextChargeDate: null,
  endDate: null,
  hasAccess,
  priceCents: 0,
  currency: 'USD',
  cardLast4: null,
  refundableUntil: null,
  cancellationReason: null,
  cancellationComment: null,
});

describe('the membership shown on memberships (docs/product.md#cloud-screens)', () => {
  it('is the newest plan or trial that gives access, never a lifetime key', () => {
    expect(currentMembership(undefined)).toBeUndefined();
    expect(currentMembership([sub('lifetime-sh-101', true), sub('core-monthly', false)])).toBeUndefined();
    expect(currentMembership([sub('lifetime-sh-101', true), sub('pro-annual', true)])?.offerId).toBe(
      'pro-annual',
    );
    expect(currentMembership([sub('ultimate-trial', true)])?.offerId).toBe('ultimate-trial');
  });
});
