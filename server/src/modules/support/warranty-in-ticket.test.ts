import { addDaysToDay, addMonthsToDay } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { registered } from '../../../test/gear-transfer-helpers';
import { get, SERVICE_REQUEST, sendRequest } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = new Date().toISOString().slice(0, 10);
const repair = { ...SERVICE_REQUEST, form: 'product_repair', description: 'The C4 key sticks.' };

describe('a support request about a registered product says where its warranty stands (docs/product.md#warranty)', () => {
  it('writes the warranty’s end and tags the ticket when the product is in warranty, and its end when not', async () => {
    const u = await activeUser(t, 'repair-warranty@example.com');
    const bought = addDaysToDay(today, -20);
    const inWarranty = await registered(t, u, 'FP-30X', 'RPR0001', { purchaseDate: bought });
    const ended = await registered(t, u, 'FP-10', 'RPR0002', { purchaseDate: '2019-01-10' });
    expect((await sendRequest(t, u.idToken, { ...repair, registeredProductId: inWarranty })).statusCode).toBe(
      201,
    );
    expect((await sendRequest(t, u.idToken, { ...repair, registeredProductId: ended })).statusCode).toBe(201);
    const [second, first] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    const end = addDaysToDay(addMonthsToDay(bought, 48), -1);
    expect(first.body).toContain(`Warranty: in warranty until ${end}, extended by registration`);
    expect(first.tags).toContain('in_warranty');
    expect(second.body).toContain('Warranty: ended 2022-01-09');
    expect(second.tags).not.toContain('in_warranty');
  });

  it('does not take another user’s registration, and stores nothing', async () => {
    const owner = await activeUser(t, 'repair-owner@example.com');
    const other = await activeUser(t, 'repair-other@example.com');
    const id = await registered(t, owner, 'FP-30X', 'RPR0003');
    const res = await sendRequest(t, other.idToken, { ...repair, registeredProductId: id });
    expect(res.statusCode).toBe(404);
    expect((await get(t, other.idToken, '/api/v1/zendesk/requests')).json().data).toEqual([]);
  });
});
