import { describe, expect, it } from 'vitest';
import {
  addMonths,
  annualSavingPercent,
  blocksAccountDeletion,
  hasCloudAccess,
  isActiveSubscription,
  mayStartFreeTrial,
} from './cloud-billing';
import { SUBSCRIPTION_STATUS as S } from './enums';

describe('cloud billing rules (docs/product.md#roland-cloud)', () => {
  it('rounds the annual saving down to whole percent', () => {
    expect(annualSavingPercent(1999, 19900)).toBe(17);
    expect(annualSavingPercent(299, 2999)).toBe(16);
    expect(annualSavingPercent(100, 1200)).toBe(0);
    expect(annualSavingPercent(0, 0)).toBe(0);
  });
  it('adds months keeping the day where the month has it', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2026-11-15T00:00:00Z'), 12).toISOString()).toBe('2027-11-15T00:00:00.000Z');
  });
  it('keeps access until the period ends for subscribed, non-renewing and cancelled (a trial too); lifetime forever', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const later = new Date('2026-06-02T00:00:00Z');
    const earlier = new Date('2026-05-31T00:00:00Z');
    for (const status of [S.Subscribed, S.NonRenew, S.Cancelled, S.TrialCancelled]) {
      expect(hasCloudAccess({ type: 1, status, endDate: later }, now)).toBe(true);
      expect(hasCloudAccess({ type: 1, status, endDate: earlier }, now)).toBe(false);
    }
    expect(hasCloudAccess({ type: 1, status: S.Expired, endDate: later }, now)).toBe(false);
    expect(hasCloudAccess({ type: 1, status: S.Subscribed, endDate: null }, now)).toBe(true);
  });
  it('counts as active (blocking deletion) only what is still billed and not over by the billing clock', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const later = new Date('2026-06-02T00:00:00Z');
    const earlier = new Date('2026-05-31T00:00:00Z');
    for (const status of [S.Trial, S.SubscriptionPending, S.Subscribed, S.NonRenew]) {
      expect(isActiveSubscription({ type: 1, status, endDate: later }, now)).toBe(true);
      expect(isActiveSubscription({ type: 1, status, endDate: earlier }, now)).toBe(false);
    }
    for (const status of [S.Cancelled, S.Expired, S.TrialExpired, S.TrialCancelled])
      expect(isActiveSubscription({ type: 1, status, endDate: later }, now)).toBe(false);
    expect(isActiveSubscription({ type: 1, status: S.Subscribed, endDate: null }, now)).toBe(true);
  });
  it('blocks deletion, on the account pages, only for what is active and still has access', () => {
    expect(blocksAccountDeletion({ status: S.Subscribed, hasAccess: true })).toBe(true);
    expect(blocksAccountDeletion({ status: S.NonRenew, hasAccess: true })).toBe(true);
    expect(blocksAccountDeletion({ status: S.Subscribed, hasAccess: false })).toBe(false);
    for (const status of [S.Cancelled, S.TrialCancelled])
      expect(blocksAccountDeletion({ status, hasAccess: true })).toBe(false);
  });
  it('offers the free trial only to a first-time member', () => {
    expect(mayStartFreeTrial([])).toBe(true);
    expect(mayStartFreeTrial([{ type: 2 }])).toBe(false);
    expect(mayStartFreeTrial([{ type: 1 }])).toBe(false);
  });
});
