import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { cloudCaller } from '../../../test/cloud-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = cloudCaller(t);
});
afterAll(() => t.close());

const service = (token: string, body: Record<string, unknown>) =>
  call('POST', '/cloud/api/service', token, body);

describe('put-user (docs/product.md#cloud-calls)', () => {
  it('answers the member as the gateway knows it, from the portal account, with the rule status', async () => {
    const u = await activeUser(t, 'cloud-put-user@example.com');
    const res = await service(u.idToken, { action: 'put-user' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 'RCM-STATUS-DONE',
      action: 'put-user',
      user: {
        userId: u.userId,
        email: 'cloud-put-user@example.com',
        firstName: 'Aiko',
        lastName: 'Tanaka',
        cultureCode: 'en-US',
      },
      ruleStatus: { freeTrialAvailable: true, hasMembership: false, accessUntil: null },
    });
  });

  it('refuses details in the call itself and changes nothing', async () => {
    const u = await activeUser(t, 'cloud-put-user-details@example.com');
    const refused = await service(u.idToken, { action: 'put-user', email: 'someone-else@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input.' });
    expect(JSON.stringify(refused.json().fields)).toContain('This field is not accepted');
    const after = (await service(u.idToken, { action: 'put-user' })).json();
    expect(after.user.email).toBe('cloud-put-user-details@example.com');
  });

  it('needs the id token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/cloud/api/service',
      payload: { action: 'put-user' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('get-products-images (docs/product.md#cloud-calls)', () => {
  it('answers an image for every catalogue product, or for the codes asked, skipping unknown ones', async () => {
    const u = await activeUser(t, 'cloud-images@example.com');
    const catalogue = (await call('GET', '/cloud/api/account-details/all-products', u.idToken)).json();
    const codes = new Set(
      [
        ...catalogue.offers,
        ...catalogue.lifetimeKeys,
        ...catalogue.hardwareProducts,
        ...catalogue.membershipProducts,
      ].map((p: { productCode: string }) => p.productCode),
    );
    const all = (await service(u.idToken, { action: 'get-products-images' })).json();
    expect(all.code).toBe('RCM-STATUS-DONE');
    expect(new Set(all.images.map((i: { productCode: string }) => i.productCode))).toEqual(codes);

    const some = await service(u.idToken, {
      action: 'get-products-images',
      productCodes: ['LK-SH-101', 'NOT-A-PRODUCT', ' RC-CORE '],
    });
    expect(some.json().images).toEqual([
      { productCode: 'LK-SH-101', url: '/cloud/images/LK-SH-101.svg' },
      { productCode: 'RC-CORE', url: '/cloud/images/RC-CORE.svg' },
    ]);

    // The address answers the picture: the product's name on the panel.
    const image = await t.app.inject({ url: some.json().images[0].url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toContain('aria-label="SH-101 Lifetime Key"');
  });

  it('refuses a bad list with a clear error', async () => {
    const u = await activeUser(t, 'cloud-images-bad@example.com');
    for (const productCodes of [
      ['', 'LK-SH-101'],
      'LK-SH-101',
      Array.from({ length: 101 }, (_, i) => `P-${i}`),
    ]) {
      const res = await service(u.idToken, { action: 'get-products-images', productCodes });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input.' });
    }
  });
});
