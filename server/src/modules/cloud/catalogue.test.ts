import { CLOUD_ANNUAL_SAVING_PERCENT } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the cloud catalogue (docs/product.md#cloud-plans)', () => {
  it('lists Core, Pro and Ultimate monthly and annual in USD, annual saving up to 17 %', async () => {
    const res = await t.app.inject('/cloud/api/account-details/all-products');
    expect(res.statusCode).toBe(200);
    const { offers, membershipProducts, lifetimeKeys, hardwareProducts } = res.json();
    const plans = offers.filter((o: { kind: string }) => o.kind === 'membership');
    expect(plans.map((o: { offerId: string }) => o.offerId).sort()).toEqual([
      'core-annual',
      'core-monthly',
      'pro-annual',
      'pro-monthly',
      'ultimate-annual',
      'ultimate-monthly',
    ]);
    expect(offers.every((o: { currency: string }) => o.currency === 'USD')).toBe(true);
    const savings = plans
      .filter((o: { period: string }) => o.period === 'annual')
      .map((o: { savingPercent: number }) => o.savingPercent);
    expect(Math.max(...savings)).toBe(CLOUD_ANNUAL_SAVING_PERCENT);
    expect(savings.every((s: number) => s > 0 && s <= CLOUD_ANNUAL_SAVING_PERCENT)).toBe(true);
    expect(membershipProducts.map((p: { name: string }) => p.name)).toEqual([
      'Roland Cloud Core',
      'Roland Cloud Pro',
      'Roland Cloud Ultimate',
    ]);
    expect(lifetimeKeys.length).toBeGreaterThan(0);
    expect(hardwareProducts.every((p: { grants?: string }) => !!p.grants)).toBe(true);
    expect(offers.find((o: { kind: string }) => o.kind === 'trial')).toMatchObject({
      tier: 'Ultimate',
      priceCents: 0,
    });
  });

  it('needs the id token for the member’s own lists', async () => {
    for (const url of ['user-products', 'user-subscriptions']) {
      const res = await t.app.inject(`/cloud/api/account-details/${url}`);
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the billing clock setting (docs/product.md#renewals)', () => {
  it('cannot be adjustable in production', async () => {
    const { loadConfig } = await import('../../config');
    expect(() => loadConfig({ NODE_ENV: 'production', BILLING_CLOCK: 'adjustable' })).toThrow(
      'BILLING_CLOCK: cannot be adjustable in production',
    );
    expect(loadConfig({ NODE_ENV: 'test', BILLING_CLOCK: 'adjustable' }).BILLING_CLOCK).toBe('adjustable');
  });
});
