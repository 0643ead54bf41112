import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { caller, registration, storedRegistrations } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

const register = (u: { userId: string; idToken: string }, payload: object) =>
  call('POST', `/api/v1/users/${u.userId}/registeredProducts`, u.idToken, payload);
const productId = async (slug: string) =>
  (await t.db.query<{ id: number }>('select id from products where slug = $1', [slug])).rows[0]!.id;

describe('register a product (Registered product, docs/product.md#registered-product, docs/product.md#my-gear-calls POST users/{id}/registeredProducts)', () => {
  it('registers by model code and returns the registered product with its catalogue product', async () => {
    const u = await activeUser(t, 'gear-register@example.com');
    const store = (await t.db.query<{ id: number }>("select id from stores where name = 'Sweetwater'"))
      .rows[0]!;
    const response = await register(u, {
      ...registration('fp-30x', 'z4a1234'),
      purchaseDealer: { store: { id: store.id } },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      product: {
        id: await productId('fp-30x'),
        slug: 'fp-30x',
        name: 'FP-30X',
        modelCode: 'FP-30X',
        brand: { value: 'ROLAND' },
        categoryId: 1,
        partsNeedInternalAccess: false,
      },
      serialCode: 'Z4A1234',
      purchaseDate: '2024-03-15',
      purchaseMethod: { id: 1, value: 'In a store' },
      purchaseDealer: {
        store: { id: store.id, name: 'Sweetwater', city: 'Fort Wayne', countryCode: 'US' },
        name: 'Sweetwater',
      },
      status: 'registered',
      createDate: expect.any(String),
      // Roland pianos: 36 months (registered long after purchase: no extra months); status goes by today.
      warranty: {
        status: expect.any(String),
        endsOn: '2027-03-14',
        months: 36,
        extendedByRegistration: false,
      },
      answerInfos: [],
    });
    expect(Math.abs(Date.parse(body.createDate) - Date.now())).toBeLessThan(60_000);
  });

  it('takes the product by id or slug, the method by id and a dealer typed freely', async () => {
    const u = await activeUser(t, 'gear-refs@example.com');
    const byId = await register(u, {
      ...registration('', 'A100001'),
      product: { id: await productId('ds-1') },
      purchaseMethod: { id: 4 },
      purchaseDealer: 'Flea market',
    });
    expect(byId.json()).toMatchObject({
      product: { slug: 'ds-1', brand: { value: 'BOSS' } },
      purchaseMethod: { id: 4, value: 'Secondhand' },
      purchaseDealer: { name: 'Flea market' },
    });
    expect(byId.json().purchaseDealer).not.toHaveProperty('store');
    const bySlug = await register(u, { ...registration('', 'A100002'), product: { slug: 'td-07kv' } });
    expect(bySlug.json().product.modelCode).toBe('TD-07KV');
  });

  it('keeps the last 7 characters of a 16-digit serial and refuses fewer than 7 (docs/product.md#serial-numbers)', async () => {
    const u = await activeUser(t, 'gear-serial@example.com');
    const long = await register(u, registration('RD-88', '1234567890123456'));
    expect(long.statusCode).toBe(201);
    expect(long.json().serialCode).toBe('0123456');
    expect((await register(u, registration('RD-2000', 'AB12345C'))).json().serialCode).toBe('AB12345C');
    for (const serial of ['ABC123', ' 12345 ']) {
      const refused = await register(u, registration('RD-08', serial));
      expect(refused.statusCode, serial).toBe(400);
      expect(refused.json().fields).toEqual([
        { field: 'serialCode', message: 'Serial number must be 7 to 8 characters', code: 'serialLength' },
      ]);
    }
    expect(await storedRegistrations(t, u.userId)).toHaveLength(2);
  });

  it('refuses a purchase date in the future or not on the calendar', async () => {
    const u = await activeUser(t, 'gear-date@example.com');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const purchaseDate of [tomorrow, '2023-02-30', '15/03/2024']) {
      const response = await register(u, { ...registration('FP-10', 'D100001'), purchaseDate });
      expect(response.statusCode, purchaseDate).toBe(400);
      expect(response.json().fields).toEqual([
        { field: 'purchaseDate', message: 'Purchase date must be a valid date', code: 'purchaseDateInvalid' },
      ]);
    }
    const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await register(u, { ...registration('FP-10', 'D100001'), purchaseDate: today })).statusCode).toBe(
      201,
    );
  });

  it('answers an unknown product with "Product not found." and stores nothing', async () => {
    const u = await activeUser(t, 'gear-unknown@example.com');
    for (const product of [{ modelCode: 'NOPE-1' }, { slug: 'no-such-thing' }, { id: 999_999 }]) {
      const response = await register(u, { ...registration('', 'N100001'), product });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'PRODUCT_NOT_FOUND',
        message: 'Product not found.',
        traceId: expect.any(String),
      });
    }
    await t.db.query("update products set is_deleted = true where slug = 'fp-90x'");
    expect((await register(u, registration('FP-90X', 'N100002'))).statusCode).toBe(404);
    expect(await storedRegistrations(t, u.userId)).toEqual([]);
  });

  it('refuses a product not sold in the user’s region (profile country, else culture)', async () => {
    const u = await activeUser(t, 'gear-region@example.com');
    const notHere = {
      code: 'PRODUCT_NOT_IN_REGION',
      message: 'Sorry, this product cannot be added in your Region/Country.',
      traceId: expect.any(String),
    };
    // Signed up en-US without a country: the United States, in the Americas.
    const taiko = await register(u, registration('TAIKO-1', 'T100001'));
    expect(taiko.statusCode).toBe(400);
    expect(taiko.json()).toEqual(notHere);
    expect((await register(u, registration('RP107', 'R100001'))).statusCode).toBe(201);
    await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, { country: 'Japan' });
    expect((await register(u, registration('TAIKO-1', 'T100001'))).statusCode).toBe(201);
    const rp102 = await register(u, registration('RP102', 'R100002'));
    expect(rp102.json()).toEqual(notHere);
    await call('PUT', `/api/v1/users/${u.userId}`, u.idToken, { country: 'Germany' });
    expect((await register(u, registration('KF-10', 'K100001'))).statusCode).toBe(201);
    const names = (await storedRegistrations(t, u.userId)).map((r) => r.product_name);
    expect(names).toEqual(['RP107', 'TAIKO-1', 'KIYOLA KF-10']);
  });

  it('refuses the same product and serial twice, whatever the case of the serial', async () => {
    const u = await activeUser(t, 'gear-twice@example.com');
    expect((await register(u, registration('JUNO-X', 'J100001'))).statusCode).toBe(201);
    const again = await register(u, registration('JUNO-X', 'j100001', { purchaseDate: '2020-01-01' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PRODUCT_ALREADY_REGISTERED',
      message: 'This product has been added to your Roland Account. Thank you!',
      traceId: expect.any(String),
    });
    expect((await register(u, registration('JUNO-X', 'J100002'))).statusCode).toBe(201);
    const other = await activeUser(t, 'gear-twice-other@example.com');
    expect((await register(other, registration('JUNO-X', 'J100001'))).statusCode).toBe(201);
    const sql = `select serial_code as serial, to_char(purchase_date, 'YYYY-MM-DD') as date
      from registered_products where user_id = $1 order by id`;
    expect((await t.db.query(sql, [u.userId])).rows).toEqual([
      { serial: 'J100001', date: '2024-03-15' },
      { serial: 'J100002', date: '2024-03-15' },
    ]);
  });

  it('refuses an unknown purchase method or store with field errors', async () => {
    const u = await activeUser(t, 'gear-fields@example.com');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ purchaseMethod: { id: 99 } }, 'purchaseMethod', 'Purchase method must be valid'],
      [{ purchaseDealer: { store: { id: 999_999 } } }, 'purchaseDealer', 'Purchase dealer must be valid'],
      [{ purchaseDealer: { name: '   ' } }, 'purchaseDealer', 'Purchase dealer must be valid'],
      [{ purchaseMethod: 'Stolen' }, 'purchaseMethod.value', 'Invalid option'],
    ];
    for (const [extra, field, message] of cases) {
      const response = await register(u, registration('SP-404MKII', 'S100001', extra));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[0], field).toMatchObject({
        field,
        message: expect.stringContaining(message),
      });
    }
    expect(await storedRegistrations(t, u.userId)).toEqual([]);
  });
});
