import { addDaysToDay, addMonthsToDay } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { myGear, registered, send } from '../../../test/gear-transfer-helpers';
import { registration } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => addDaysToDay(today, -days);

describe('the warranty of every registered product (docs/product.md#warranty, seed/warranty-terms.json)', () => {
  it('answers the terms of the product’s category, extended for a registration within the window', async () => {
    const u = await activeUser(t, 'warranty-piano@example.com');
    // Roland pianos: 36 months, 12 more for registering within 90 days of purchase.
    await registered(t, u, 'FP-30X', 'WAR0001', { purchaseDate: daysAgo(30) });
    await registered(t, u, 'FP-10', 'WAR0002', { purchaseDate: daysAgo(91) });
    const byserial = Object.fromEntries(
      (await myGear(t, u)).map((r: { serialCode: string; warranty: object }) => [r.serialCode, r.warranty]),
    );
    expect(byserial.WAR0001).toEqual({
      status: 'active',
      endsOn: addDaysToDay(addMonthsToDay(daysAgo(30), 48), -1),
      months: 48,
      extendedByRegistration: true,
    });
    expect(byserial.WAR0002).toEqual({
      status: 'active',
      endsOn: addDaysToDay(addMonthsToDay(daysAgo(91), 36), -1),
      months: 36,
      extendedByRegistration: false,
    });
  });

  it('uses the brand’s terms for a product without its own, and says when a warranty ended', async () => {
    const u = await activeUser(t, 'warranty-drums@example.com');
    // BOSS stompboxes: 60 months; DW drums and hardware: 24 (+12 within 60 days); Roland accessories: 6.
    await registered(t, u, 'DS-1', 'WAR0003', { purchaseDate: '2019-07-01' });
    await registered(t, u, 'DWCP9000', 'WAR0004', { purchaseDate: daysAgo(10) });
    const rows = await myGear(t, u);
    const of = (serial: string) => rows.find((r: { serialCode: string }) => r.serialCode === serial).warranty;
    expect(of('WAR0003')).toEqual({
      status: 'expired',
      endsOn: '2024-06-30',
      months: 60,
      extendedByRegistration: false,
    });
    expect(of('WAR0004')).toMatchObject({ status: 'active', months: 36, extendedByRegistration: true });
  });

  it('is unknown only while the purchase date is missing, and comes with every answer of a registration', async () => {
    const u = await activeUser(t, 'warranty-pending@example.com');
    const res = await send(
      t,
      'POST',
      `/api/v1/users/${u.userId}/registeredProducts`,
      u.idToken,
      registration('FP-60X', 'WAR0005', { purchaseDate: undefined }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().warranty).toEqual({
      status: 'unknown',
      endsOn: null,
      months: 36,
      extendedByRegistration: false,
    });
    const edited = await send(t, 'PUT', `/api/v1/registeredProducts/${res.json().id}`, u.idToken, {
      purchaseDate: daysAgo(400),
    });
    expect(edited.json().warranty).toMatchObject({ status: 'active', months: 36 });
  });
});
