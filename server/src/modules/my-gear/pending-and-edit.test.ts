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

type User = Awaited<ReturnType<typeof activeUser>>;
const register = (u: User, payload: object) =>
  call('POST', `/api/v1/users/${u.userId}/registeredProducts`, u.idToken, payload);
const edit = (u: User, id: number, payload: object) =>
  call('PUT', `/api/v1/registeredProducts/${id}`, u.idToken, payload);
const list = async (u: User) =>
  (await call('GET', `/api/v1/users/${u.userId}/registeredProducts`, u.idToken)).json().data;

describe('pending registrations (docs/product.md#product-registration "may be pending and completed by Continue")', () => {
  it('keeps a registration pending with pending: true or missing fields, then completes it', async () => {
    const u = await activeUser(t, 'pending@example.com');
    const qr = await register(u, { product: { modelCode: 'TD-17KV2' }, pending: true });
    expect(qr.statusCode).toBe(201);
    expect(qr.json()).toMatchObject({ status: 'pending', product: { name: 'TD-17KV2' } });
    expect(qr.json()).not.toHaveProperty('serialCode');
    expect(qr.json()).not.toHaveProperty('purchaseDate');

    const partial = await register(u, { product: { modelCode: 'GO-61K' }, serialCode: 'G100001' });
    expect(partial.json()).toMatchObject({ status: 'pending', serialCode: 'G100001' });
    const kept = await register(u, registration('RD-88', 'P100001', { pending: true }));
    expect(kept.json().status).toBe('pending');

    const id = qr.json().id;
    const halfway = await edit(u, id, { serialCode: 'V100001', purchaseDate: '2023-11-24' });
    expect(halfway.json()).toMatchObject({
      status: 'pending',
      serialCode: 'V100001',
      purchaseDate: '2023-11-24',
    });
    const done = await edit(u, id, { purchaseMethod: 'Online', pending: false });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      id,
      status: 'registered',
      serialCode: 'V100001',
      purchaseDate: '2023-11-24',
      purchaseMethod: { value: 'Online' },
    });
    expect((await list(u)).map((r: { status: string }) => r.status).sort()).toEqual([
      'pending',
      'pending',
      'registered',
    ]);
  });

  it('refuses pending: false while something is missing, naming what, and changes nothing', async () => {
    const u = await activeUser(t, 'pending-refused@example.com');
    const refusedPost = await register(u, { product: 'JD-Xi', serialCode: 'X100001', pending: false });
    expect(refusedPost.statusCode).toBe(400);
    expect(refusedPost.json().fields).toEqual([
      { field: 'purchaseDate', message: 'Purchase Date is required', code: 'purchaseDateRequired' },
      { field: 'purchaseMethod', message: 'Purchase method is required', code: 'purchaseMethodRequired' },
    ]);
    const id = (await register(u, { product: 'JD-Xi', serialCode: 'X100001' })).json().id;
    const before = await storedRegistrations(t, u.userId);
    const refusedPut = await edit(u, id, { purchaseDate: '2022-05-05', pending: false });
    expect(refusedPut.statusCode).toBe(400);
    expect(refusedPut.json().fields).toEqual([
      { field: 'purchaseMethod', message: 'Purchase method is required', code: 'purchaseMethodRequired' },
    ]);
    expect(await storedRegistrations(t, u.userId)).toEqual(before);
  });
});

describe('edit a registration (docs/product.md#my-gear-calls PUT registeredProducts/{id})', () => {
  it('changes the given fields, keeps the others, clears the dealer with null', async () => {
    const u = await activeUser(t, 'edit@example.com');
    const id = (
      await register(u, registration('KTN-50-2', 'K500001', { purchaseDealer: 'Local shop' }))
    ).json().id;
    const changed = await edit(u, id, { serialCode: 'k500002', purchaseMethod: { id: 2 } });
    expect(changed.json()).toMatchObject({
      serialCode: 'K500002',
      purchaseDate: '2024-03-15',
      purchaseMethod: { id: 2, value: 'Online' },
      purchaseDealer: { name: 'Local shop' },
      status: 'registered',
    });
    const cleared = await edit(u, id, { purchaseDealer: null, pending: true });
    expect(cleared.json()).not.toHaveProperty('purchaseDealer');
    expect(cleared.json().status).toBe('registered');
    const moved = await edit(u, id, { product: { slug: 'katana-100-mkii' } });
    expect(moved.json().product).toMatchObject({ name: 'Katana-100 MkII', brand: { value: 'BOSS' } });
  });

  it('applies the product, region, serial and duplicate rules to an edit too', async () => {
    const u = await activeUser(t, 'edit-rules@example.com');
    await register(u, registration('FP-60X', 'F600001'));
    const id = (await register(u, registration('FP-60X', 'F600002'))).json().id;
    const before = await storedRegistrations(t, u.userId);
    const duplicate = await edit(u, id, { serialCode: 'F600001' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('This product has been added to your Roland Account. Thank you!');
    expect((await edit(u, id, { product: { modelCode: 'NOPE' } })).json().message).toBe('Product not found.');
    expect((await edit(u, id, { product: { slug: 'taiko-1' } })).json().message).toBe(
      'Sorry, this product cannot be added in your Region/Country.',
    );
    expect((await edit(u, id, { serialCode: '123' })).statusCode).toBe(400);
    expect((await edit(u, id, { purchaseDate: '2999-12-31' })).statusCode).toBe(400);
    expect(await storedRegistrations(t, u.userId)).toEqual(before);
  });

  it('keeps the sort name in step when the catalogue renames a product', async () => {
    const u = await activeUser(t, 'rename@example.com');
    const id = (await register(u, registration('V-1HD', 'V100001'))).json().id;
    await t.db.query("update products set name = 'V-1HD Classic' where slug = 'v-1hd'");
    const [row] = await storedRegistrations(t, u.userId);
    expect(row!.product_name).toBe('V-1HD Classic');
    expect((await list(u))[0]).toMatchObject({ id, product: { name: 'V-1HD Classic' } });
  });
});

describe('unregister (docs/product.md#product-registration: confirmed, cannot be undone)', () => {
  it('deletes the registration for good; deleting again is not found', async () => {
    const u = await activeUser(t, 'unregister@example.com');
    const id = (await register(u, registration('TR-8S', 'T800001'))).json().id;
    const keep = (await register(u, registration('TR-6S', 'T600001'))).json().id;
    const response = await call('DELETE', `/api/v1/registeredProducts/${id}`, u.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'deleted' });
    expect((await storedRegistrations(t, u.userId)).map((r) => r.id)).toEqual([keep]);
    const again = await call('DELETE', `/api/v1/registeredProducts/${id}`, u.idToken);
    expect(again.statusCode).toBe(404);
    expect((await edit(u, id, { serialCode: 'T800002' })).statusCode).toBe(404);
    expect((await register(u, registration('TR-8S', 'T800001'))).statusCode).toBe(201);
  });
});
