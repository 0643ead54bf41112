import { SUPPORT_FORMS } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { SERVICE_REQUEST, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await activeUser(t, 'support-validation@example.com')).idToken;
});
afterAll(() => t.close());

const messages = async (payload: object) => {
  const response = await sendRequest(t, token, payload);
  expect(response.statusCode).toBe(400);
  return Object.fromEntries(
    response.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
  );
};

describe('support form messages (docs/product.md#support-validation)', () => {
  it('refuses an empty form of every kind with 400 and stores nothing', async () => {
    const before = await storedTickets(t);
    for (const form of SUPPORT_FORMS) {
      const fields = await messages({ form, brand: 'ROLAND' });
      expect(Object.keys(fields).length, form).toBeGreaterThan(0);
    }
    expect(await storedTickets(t)).toEqual(before);
  });

  it('says what the US forms need', async () => {
    expect(await messages({ form: 'email_support', brand: 'ROLAND' })).toMatchObject({
      subject: 'Subject is required',
      question: 'Question is required',
      email: 'Email is required',
    });
    expect(
      await messages({ form: 'repair_status', brand: 'ROLAND', raNumber: '??', email: 'x' }),
    ).toMatchObject({
      raNumber: 'RA Number must be valid',
      comment: 'Comment is required',
      email: 'Invalid email',
    });
    expect(
      await messages({
        form: 'pre_sales_advice',
        brand: 'BOSS',
        zipCode: 'ABC',
        name: '<b>',
        phone: 'call me',
      }),
    ).toMatchObject({
      zipCode: 'ZIP code must be valid',
      name: 'Name must be valid',
      phone: 'Phone number must be valid',
    });
    expect(
      await messages({
        form: 'parts_order_request',
        brand: 'ROLAND',
        quantity: '0',
        city: '',
        postalCode: '!',
      }),
    ).toMatchObject({
      quantity: 'Quantity must be valid',
      city: 'City must be valid',
      postalCode: 'Postal code must be valid',
      addressLine1: 'Address 1 must be valid',
      stateProvince: 'State must be valid',
      partsDescription: 'Description must be valid',
      agreeTerms: 'Please agree to the terms of use and privacy policy.',
    });
    expect(await messages({ form: 'order_status', brand: 'ROLAND', orderNumber: '' })).toMatchObject({
      orderNumber: 'Order Number must be valid',
    });
  });

  it('needs the terms agreement on a service request', async () => {
    const fields = await messages({ ...SERVICE_REQUEST, agreeTerms: false });
    expect(fields).toEqual({ agreeTerms: 'Please agree to the terms of use and privacy policy.' });
  });

  it('needs the product name when the product is Other', async () => {
    const fields = await messages({ ...SERVICE_REQUEST, product: 'Other' });
    expect(fields).toEqual({ otherProductName: 'Product name is required' });
  });

  it('says what the drum-brand forms need', async () => {
    expect(await messages({ form: 'dwe_product_support', brand: 'DW' })).toMatchObject({
      productId: 'Product ID is required',
      purchaseDate: 'Purchase Date is required',
      computerOs: 'Computer OS is required',
      osVersion: 'OS Version is required',
      audioInterface: 'Audio Interface is required',
    });
    expect(await messages({ form: 'dw_service_inquiry', brand: 'DW' })).toMatchObject({
      productBrand: 'Brand is required',
      orderNumber: 'Order Number is required',
    });
    expect(await messages({ form: 'dwe_product_support', brand: 'DW', computerOs: 'Linux' })).toMatchObject({
      computerOs: 'Computer OS is required',
    });
  });

  it('refuses an unknown form and needs sign-in', async () => {
    expect((await sendRequest(t, token, { ...SERVICE_REQUEST, form: 'free_money' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zendesk/request/',
      payload: SERVICE_REQUEST,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
