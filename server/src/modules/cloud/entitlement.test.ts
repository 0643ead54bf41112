import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { advanceDays, CARDS, cloudCaller, payOnCheckoutPage } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  // The adjustable billing clock lets the last test move years ahead (docs/product.md#renewals).
  t = await createTestApp({ BILLING_CLOCK: 'adjustable' });
  call = cloudCaller(t);
});
afterAll(() => t.close());

const register = (token: string, key: string, productCode?: string) =>
  call(
    'POST',
    `/cloud/api/notifications/key/${encodeURIComponent(key)}/register${productCode ? `?productCode=${productCode}` : ''}`,
    token,
  );

/** Buys a lifetime key with the test card; answers the key from billing history. */
async function buyKey(u: { idToken: string; userId: string }, offerId = 'lifetime-jupiter-8') {
  const started = await call('POST', '/cloud/api/service', u.idToken, {
    action: 'post-subscription',
    offerId,
  });
  await payOnCheckoutPage(t, started.json().checkoutUrl, CARDS.pays);
  const history = await call('GET', `/cloud/api/account-details/user-payment-history/${u.userId}`, u.idToken);
  return history.json().data[0].key as string;
}

describe('lifetime keys (docs/product.md#entitlement)', () => {
  it('issues a key for a lifetime order and registers it (trimmed, any case) for good', async () => {
    const buyer = await activeUser(t, 'cloud-key-buyer@example.com');
    const key = await buyKey(buyer);
    expect(key).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const friend = await activeUser(t, 'cloud-key-friend@example.com');
    const res = await register(friend.idToken, `  ${key.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'RCM-STATUS-DONE',
      product: { productCode: 'LK-JUPITER-8', name: 'JUPITER-8 Lifetime Key', type: 1, key },
    });
    const owned = (await call('GET', '/cloud/api/account-details/user-products', friend.idToken)).json().data;
    expect(owned.map((p: { productCode: string }) => p.productCode)).toEqual(['LK-JUPITER-8']);
    const again = await register(buyer.idToken, key);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This key or serial number has already been registered.');
  });

  it('answers the catalogue texts for an invalid key, an unknown key and a product already owned', async () => {
    const u = await activeUser(t, 'cloud-key-errors@example.com');
    const invalid = await register(u.idToken, 'not a key');
    expect(invalid.json()).toEqual({
      code: 'INVALID_ACTIVATION_KEY',
      message: 'Invalid activation key.',
      traceId: expect.any(String),
    });
    const unknown = await register(u.idToken, 'ABCD-EFGH-JKLM-NPQR');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The key or serial number was not found.');
    await register(u.idToken, await buyKey(u, 'lifetime-tr-808'));
    const second = await register(u.idToken, await buyKey(u, 'lifetime-tr-808'));
    expect(second.json()).toEqual({
      code: 'ENTITLEMENT_UNABLE_TO_REGISTER',
      message: 'Unable to register. Please contact support.',
      traceId: expect.any(String),
    });
    expect(
      (await call('GET', '/cloud/api/account-details/user-products', u.idToken)).json().data,
    ).toHaveLength(1);
  });
});

describe('hardware activation (docs/product.md#entitlement)', () => {
  it('registers the product a hardware serial grants, once per serial', async () => {
    const u = await activeUser(t, 'cloud-hardware@example.com');
    const res = await register(u.idToken, 'JX1234567', 'HW-JUPITER-X');
    expect(res.statusCode).toBe(400);
    // A unit of the demo catalogue's list (server/seed/produced-units.json), typed in lower case.
    const ok = await register(u.idToken, ' j3qknam ', 'HW-JUPITER-X');
    expect(ok.json().product).toMatchObject({ productCode: 'LK-JUPITER-8' });
    const other = await activeUser(t, 'cloud-hardware-2@example.com');
    expect((await register(other.idToken, 'J3QKNAM', 'HW-JUPITER-X')).json().code).toBe(
      'ENTITLEMENT_ALREADY_REGISTERED',
    );
    expect((await register(other.idToken, 'J3QKNAM', 'HW-NOPE')).json().code).toBe('ENTITLEMENT_NOT_FOUND');
  });
});

// Last in the file: it moves the billing clock ten years ahead.
describe('lifetime keys never expire (docs/product.md#subscriptions)', () => {
  it('keeps a registered key active and an unregistered one usable after years, while a plan expires', async () => {
    const u = await activeUser(t, 'cloud-key-years@example.com');
    await register(u.idToken, await buyKey(u, 'lifetime-sh-101'));
    const spare = await buyKey(u, 'lifetime-tr-808');
    const plan = await call('POST', '/cloud/api/service', u.idToken, {
      action: 'post-subscription',
      offerId: 'core-monthly',
    });
    await payOnCheckoutPage(t, plan.json().checkoutUrl, CARDS.pays);
    const [sub] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json().data;
    await call('POST', '/cloud/api/service', u.idToken, {
      action: 'no-renew-subscription',
      subscriptionId: sub.subscriptionId,
    });

    await advanceDays(t, 10 * 366);

    // The plan has ended; the key is still the member's, and still taken.
    const [ended] = (await call('GET', '/cloud/api/account-details/user-subscriptions', u.idToken)).json()
      .data;
    expect(ended).toMatchObject({ status: 7, hasAccess: false });
    const owned = (await call('GET', '/cloud/api/account-details/user-products', u.idToken)).json().data;
    expect(owned).toEqual([expect.objectContaining({ productCode: 'LK-SH-101', type: 1 })]);
    const [registered] = owned;
    expect((await register(u.idToken, registered.key)).json().code).toBe('ENTITLEMENT_ALREADY_REGISTERED');
    // A key bought ten years ago and never registered still registers.
    const friend = await activeUser(t, 'cloud-key-years-friend@example.com');
    const late = await register(friend.idToken, spare);
    expect(late.statusCode).toBe(200);
    expect(late.json().product).toMatchObject({ productCode: 'LK-TR-808', key: spare });
  });
});
