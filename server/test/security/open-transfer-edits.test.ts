import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../accounts-helpers';
import { accept, handOn, myGear, registered, send, transferMail } from '../gear-transfer-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 42, findings 3 and 4: an open transfer could be changed under its recipient, and the purchase date
// of a unit (so its warranty) could be set again by a later owner. Now a registration on offer is frozen, and
// the first complete registration fixes the purchase date.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

const edit = (token: string, id: number, payload: object) =>
  send(t, 'PUT', `/api/v1/registeredProducts/${id}`, token, payload);

describe('a unit’s registration once handed on, or on offer', () => {
  it('is frozen while a transfer is open: the recipient accepts what the mail showed', async () => {
    const seller = await activeUser(t, 'frozen-seller@example.com');
    const buyer = await activeUser(t, 'frozen-buyer@example.com');
    const id = await registered(t, seller, 'FP-30X', 'FROZEN1');
    expect((await handOn(t, seller, id, 'frozen-buyer@example.com')).statusCode).toBe(201);
    const changed = await edit(seller.idToken, id, { serialCode: 'SWAPPED1' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      code: 'REGISTRATION_BEING_HANDED_ON',
      message: 'This product is being handed on. Cancel the transfer before changing its registration.',
      traceId: expect.any(String),
    });
    const mail = await transferMail(t, 'frozen-buyer@example.com');
    const transferId = mail.link.match(/gear-transfer\/([0-9a-f-]+)/)![1]!;
    expect((await accept(t, buyer, transferId, mail.code)).statusCode).toBe(200);
    expect((await myGear(t, buyer))[0]).toMatchObject({ serialCode: 'FROZEN1' });
  });

  it('keeps the purchase date of the first registration: the next owner cannot restart the warranty', async () => {
    const seller = await activeUser(t, 'dated-seller@example.com');
    const buyer = await activeUser(t, 'dated-buyer@example.com');
    const id = await registered(t, seller, 'FP-30X', 'DATED01', { purchaseDate: '2020-01-10' });
    await handOn(t, seller, id, 'dated-buyer@example.com');
    const mail = await transferMail(t, 'dated-buyer@example.com');
    await accept(t, buyer, mail.link.match(/gear-transfer\/([0-9a-f-]+)/)![1]!, mail.code);
    const before = (await myGear(t, buyer))[0];
    expect(before.warranty.status).toBe('expired');
    const today = new Date().toISOString().slice(0, 10);
    const restarted = await edit(buyer.idToken, id, { purchaseDate: today });
    expect(restarted.statusCode).toBe(409);
    expect(restarted.json().code).toBe('PURCHASE_DATE_FIXED');
    expect((await myGear(t, buyer))[0]).toMatchObject({
      purchaseDate: '2020-01-10',
      warranty: before.warranty,
    });
    // The same date again is no change, and other fields can still be edited.
    expect(
      (await edit(buyer.idToken, id, { purchaseDate: '2020-01-10', dealerName: 'Corner shop' })).statusCode,
    ).toBe(200);
  });
});
