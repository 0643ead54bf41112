import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducedUnits, parseProducedUnitsCsv } from '../../src/modules/cloud';
import { activeUser, deleteAccount } from '../accounts-helpers';
import { cloudCaller } from '../cloud-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Issue 28, finding 3: any 7–8 character serial registered a hardware product's lifetime key.
let t: TestApp;
let call: ReturnType<typeof cloudCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = cloudCaller(t);
});
afterAll(() => t.close());

const activate = (token: string, serial: string, productCode: string) =>
  call(
    'POST',
    `/cloud/api/notifications/key/${encodeURIComponent(serial)}/register?productCode=${productCode}`,
    token,
  );
const owned = async (token: string) =>
  (await call('GET', '/cloud/api/account-details/user-products', token)).json().data as {
    productCode: string;
  }[];
const NOT_FOUND = {
  code: 'ENTITLEMENT_NOT_FOUND',
  message: 'The key or serial number was not found.',
  traceId: expect.any(String),
};

describe('hardware serials are checked against the units the maker built', () => {
  it('grants nothing for a serial that was never built', async () => {
    const u = await activeUser(t, 'serial-inventor@example.com');
    for (const serial of ['ZZ00001', 'ZZ00002', 'ZZ000003']) {
      const res = await activate(u.idToken, serial, 'HW-JUPITER-X');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // A built unit of another product is not this product's.
    expect((await activate(u.idToken, 'NYUBFVL', 'HW-JUPITER-X')).json()).toEqual(NOT_FOUND);
    expect(await owned(u.idToken)).toEqual([]);
  });

  it('activates a listed unit once, for its first owner only, also after that owner deletes the account', async () => {
    const owner = await activeUser(t, 'serial-owner@example.com');
    const res = await activate(owner.idToken, 'TSEAKTX', 'HW-TR-8S');
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ productCode: 'LK-TR-808' });
    const second = await activeUser(t, 'serial-second@example.com');
    const taken = await activate(second.idToken, 'TSEAKTX', 'HW-TR-8S');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ENTITLEMENT_ALREADY_REGISTERED');
    expect((await deleteAccount(t, owner)).statusCode).toBe(200);
    expect((await activate(second.idToken, 'TSEAKTX', 'HW-TR-8S')).json().code).toBe(
      'ENTITLEMENT_ALREADY_REGISTERED',
    );
    expect(await owned(second.idToken)).toEqual([]);
  });

  it("activates units the operator imported (the maker's list), a 16-digit serial by its last 7", async () => {
    const { units, rejected } = parseProducedUnitsCsv(
      'productCode,serial\nHW-JUNO-X,jn99001\nHW-JUNO-X,0000000000JN9900\nHW-NOPE,JN99003\nHW-JUNO-X,J!\n',
    );
    expect(units).toEqual([
      { productCode: 'HW-JUNO-X', serial: 'JN99001' },
      { productCode: 'HW-JUNO-X', serial: '0JN9900' },
    ]);
    expect(rejected.map((r) => r.line)).toEqual([4, 5]);
    expect(await insertProducedUnits(t.app.deps.db, units)).toBe(2);
    expect(await insertProducedUnits(t.app.deps.db, units)).toBe(0);

    const u = await activeUser(t, 'serial-imported@example.com');
    expect((await activate(u.idToken, 'JN99001', 'HW-JUNO-X')).statusCode).toBe(200);
    const other = await activeUser(t, 'serial-imported-2@example.com');
    expect((await activate(other.idToken, '1234567890JN9900', 'HW-JUNO-X')).statusCode).toBe(200);
    expect((await owned(other.idToken)).map((p) => p.productCode)).toContain('LK-JUNO-106');
  });
});
