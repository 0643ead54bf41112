import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { registered } from '../../../test/gear-transfer-helpers';
import { PARTS_ORDER, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailbox = async (to: string) =>
  (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().data as unknown[];
const REFUSAL =
  'The parts of this product need internal access: an authorised service centre orders and fits them. Please send a service request instead.';

describe('parts needing internal access (docs/product.md#parts-internal-access, ADR 071)', () => {
  it('refuses a consumer’s parts order for such a product on the product field, storing and mailing nothing', async () => {
    const email = 'parts-consumer@example.com';
    const u = await activeUser(t, email);
    const before = await storedTickets(t);
    const mailsBefore = (await mailbox(email)).length;
    for (const named of [
      { product: 'LX708' },
      { product: 'lx708' },
      { product: 'Other', otherProductName: ' HP704 ' },
    ]) {
      const response = await sendRequest(t, u.idToken, { ...PARTS_ORDER, ...named, email });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'PARTS_NEED_INTERNAL_ACCESS',
        message: REFUSAL,
        fields: [{ field: 'product', message: REFUSAL, code: 'partsNeedInternalAccess' }],
      });
    }
    expect(await storedTickets(t)).toEqual(before);
    expect(await mailbox(email)).toHaveLength(mailsBefore);
  });

  it('refuses the same order sent whole as a ticket with the parts order as its request type', async () => {
    const u = await activeUser(t, 'parts-app@example.com');
    const response = await sendRequest(t, u.idToken, {
      type: 'service_request',
      brand: 'ROLAND',
      subject: 'Keyboard action',
      body: 'Two keys of the action, please.',
      customFields: { productName: 'GP-6', requestType: 'parts_order_request' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().fields).toEqual([
      { field: 'customFields.productName', message: REFUSAL, code: 'partsNeedInternalAccess' },
    ]);
  });

  it('takes the order from staff, other products’ parts from consumers, and other forms about the product', async () => {
    const staff = await activeUser(t, 'parts-desk@roland.com');
    expect((await sendRequest(t, staff.idToken, { ...PARTS_ORDER, product: 'LX708' })).statusCode).toBe(201);
    const u = await activeUser(t, 'parts-consumer-2@example.com');
    expect((await sendRequest(t, u.idToken, PARTS_ORDER)).statusCode).toBe(201);
    const enquiry = { ...PARTS_ORDER, form: 'spare_parts_enquiry', product: 'LX708' };
    expect((await sendRequest(t, u.idToken, enquiry)).statusCode).toBe(201);
  });

  it('says on each registered product whether its parts need internal access, so the form can tell at once', async () => {
    const u = await activeUser(t, 'parts-owner@example.com');
    const cabinet = await registered(t, u, 'LX708', 'PIA0001');
    const portable = await registered(t, u, 'FP-30X', 'PIA0002');
    const headers = bearer(u.idToken);
    const list = await t.app.inject({ url: `/api/v1/users/${u.userId}/registeredProducts`, headers });
    const flags = Object.fromEntries(
      list
        .json()
        .data.map((r: { id: number; product: { partsNeedInternalAccess: boolean } }) => [
          r.id,
          r.product.partsNeedInternalAccess,
        ]),
    );
    expect(flags).toEqual({ [cabinet]: true, [portable]: false });
  });
});
