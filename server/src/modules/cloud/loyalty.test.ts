import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { advanceDays, CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp({ BILLING_CLOCK: 'adjustable' });
  call = cloudCaller(t);
});
afterAll(() => t.close());

const loyalty = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/loyalty', token)).json();
const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);

describe('Play2-4Life loyalty picks (docs/product.md#loyalty-program)', () => {
  it('earns a pick per 6 paid months, lets it change while a member, and makes it final once membership ends', async () => {
    const u = await activeUser(t, 'cloud-loyal@example.com');
    expect(await loyalty(u.idToken)).toMatchObject({ status: 'not a member', picksEarned: 0 });
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-annual' });
    await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
    const state = await loyalty(u.idToken);
    expect(state).toMatchObject({
      program: 'Play2-4Life',
      status: 'pick available',
      paidMonths: 12,
      picksEarned: 2,
      monthsRemaining: 6,
    });
    expect(
      (await service(u.idToken, { action: 'put-user-product', productCode: 'LK-D-50' })).statusCode,
    ).toBe(200);
    expect(
      (await service(u.idToken, { action: 'put-user-product', productCode: 'LK-SH-101' })).statusCode,
    ).toBe(200);
    const third = await service(u.idToken, { action: 'put-user-product', productCode: 'LK-JX-8P' });
    expect(third.json().code).toBe('LOYALTY_NO_PICK');
    // While a member, a pick may be given back and chosen again.
    expect(
      (await service(u.idToken, { action: 'delete-user-product', productCode: 'LK-SH-101' })).json().loyalty
        .picks,
    ).toEqual(['LK-D-50']);
    await service(u.idToken, { action: 'put-user-product', productCode: 'LK-JX-8P' });
    const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
    await service(u.idToken, { action: 'no-renew-subscription', subscriptionId: sub.subscriptionId });
    await advanceDays(t, 370);
    expect(await loyalty(u.idToken)).toMatchObject({
      status: 'final',
      membershipEnded: true,
      picks: ['LK-D-50', 'LK-JX-8P'],
    });
    const change = await service(u.idToken, { action: 'delete-user-product', productCode: 'LK-D-50' });
    expect(change.json()).toEqual({
      code: 'LOYALTY_FINAL',
      message: 'Your instrument choice is final.',
      traceId: expect.any(String),
    });
  });

  it('lets a member whose membership ended make the final choice of an earned but unused pick', async () => {
    const u = await activeUser(t, 'cloud-loyal-late@example.com');
    const started = await service(u.idToken, { action: 'post-subscription', offerId: 'core-annual' });
    await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
    await service(u.idToken, { action: 'put-user-product', productCode: 'LK-D-50' });
    expect(await loyalty(u.idToken)).toMatchObject({ status: 'pick available', membershipEnded: false });
    const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
    await service(u.idToken, { action: 'no-renew-subscription', subscriptionId: sub.subscriptionId });
    await advanceDays(t, 370);

    // Ended with one of two picks unused: that pick is still there to choose, the one made is final.
    expect(await loyalty(u.idToken)).toMatchObject({
      status: 'pick available',
      membershipEnded: true,
      picksEarned: 2,
      picks: ['LK-D-50'],
    });
    const giveBack = await service(u.idToken, { action: 'delete-user-product', productCode: 'LK-D-50' });
    expect(giveBack.statusCode).toBe(409);
    expect(giveBack.json()).toEqual({
      code: 'LOYALTY_FINAL',
      message: 'Your instrument choice is final.',
      traceId: expect.any(String),
    });
    const last = await service(u.idToken, { action: 'put-user-product', productCode: 'LK-SH-101' });
    expect(last.statusCode).toBe(200);
    expect(last.json().loyalty).toMatchObject({ status: 'final', picks: ['LK-D-50', 'LK-SH-101'] });

    // The last choice is final at once: no change, no further pick.
    const undo = await service(u.idToken, { action: 'delete-user-product', productCode: 'LK-SH-101' });
    expect(undo.json().code).toBe('LOYALTY_FINAL');
    const more = await service(u.idToken, { action: 'put-user-product', productCode: 'LK-JX-8P' });
    expect(more.json().code).toBe('LOYALTY_FINAL');
    expect((await loyalty(u.idToken)).picks).toEqual(['LK-D-50', 'LK-SH-101']);
  });

  it('refuses an instrument that is not in the program', async () => {
    const u = await activeUser(t, 'cloud-loyal-unknown@example.com');
    expect(
      (await service(u.idToken, { action: 'put-user-product', productCode: 'RC-ULTIMATE' })).statusCode,
    ).toBe(404);
  });
});
