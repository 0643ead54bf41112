import { MAX_DEVICES } from '@backstage/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
type User = Awaited<ReturnType<typeof activeUser>>;
let a: User;
let b: User;

beforeAll(async () => {
  t = await createTestApp();
  a = await activeUser(t, 'devices-a@example.com');
  b = await activeUser(t, 'devices-b@example.com');
});
afterAll(() => t.close());

const url = (userId: string, rest = '') => `/api/services/app/${userId}/devices${rest}`;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: path, payload, headers: token ? bearer(token) : {} });
const stored = async (userId: string) =>
  (await t.db.query('select * from devices where user_id = $1 order by id', [userId])).rows;

describe('GET app/{userId}/devices (docs/product.md#services-api, services base)', () => {
  it('answers an empty list for a user whose apps reported nothing', async () => {
    const response = await call('GET', url(a.userId), a.idToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('derives model code, serial and product code from what the app reported (Device, docs/product.md#devices)', async () => {
    const keyboard = await call('POST', url(a.userId), a.idToken, {
      pcode: 'FP30X0A12345',
      productVer: '1.05',
    });
    expect(keyboard.statusCode).toBe(201);
    const dongle = await call('POST', url(a.userId), a.idToken, {
      pcode: 'WLD0BT-77001',
      productVer: '2.01, SH-4D ,extra',
    });
    const blank = await call('POST', url(a.userId), a.idToken, {
      pcode: 'WLD0BT-77002',
      productVer: '2.01,',
    });
    expect([dongle.statusCode, blank.statusCode]).toEqual([201, 201]);

    const { data } = (await call('GET', url(a.userId), a.idToken)).json();
    expect(data).toEqual([
      {
        id: keyboard.json().id,
        pcode: 'FP30X0A12345',
        productVer: '1.05',
        modelCode: 'FP30X0',
        serial: 'A12345',
        productCode: 'FP30X0',
      },
      expect.objectContaining({ modelCode: 'WLD0BT', serial: '-77001', productCode: 'SH-4D' }),
      // A dongle that names no product: the model code stands in.
      expect.objectContaining({ modelCode: 'WLD0BT', serial: '-77002', productCode: 'WLD0BT' }),
    ]);
  });

  it('needs sign-in', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(method, url(a.userId), undefined, { pcode: 'ABCDEF1', productVer: '' });
      expect(response.statusCode, method).toBe(401);
      expect(response.json()).toEqual({
        code: 'UNAUTHORIZED',
        message: 'Please log in',
        traceId: expect.any(String),
      });
    }
    expect((await call('DELETE', url(a.userId, '/1'))).statusCode).toBe(401);
  });
});

describe('POST app/{userId}/devices: how units get into the list (the app reports them)', () => {
  it('records a unit once, whatever the case; reporting it again updates its productVer', async () => {
    const first = await call('POST', url(b.userId), b.idToken, { pcode: 'td07kvQ0001', productVer: '1.00' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ pcode: 'TD07KVQ0001', modelCode: 'TD07KV', serial: 'Q0001' });
    const again = await call('POST', url(b.userId), b.idToken, { pcode: 'TD07KVQ0001', productVer: '1.10' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: first.json().id, productVer: '1.10' });
    expect((await stored(b.userId)).map((row) => [row.pcode, row.product_ver])).toEqual([
      ['TD07KVQ0001', '1.10'],
    ]);
  });

  it.each([
    [{ pcode: 'ABCDEF', productVer: '1' }, 'pcode'],
    [{ pcode: 'ABCDEF 123', productVer: '1' }, 'pcode'],
    [{ pcode: 'X'.repeat(41), productVer: '1' }, 'pcode'],
    [{ pcode: 'ABCDEF123', productVer: 'v'.repeat(101) }, 'productVer'],
    [{ pcode: 'ABCDEF123' }, 'productVer'],
    [{ pcode: 12345678, productVer: '1' }, 'pcode'],
  ])('refuses %j with 400 naming %s, storing nothing', async (payload, field) => {
    const before = await stored(b.userId);
    const response = await call('POST', url(b.userId), b.idToken, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input.' });
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    expect(await stored(b.userId)).toEqual(before);
  });

  it(`holds at most ${MAX_DEVICES} units per account`, async () => {
    const c = await activeUser(t, 'devices-many@example.com');
    await t.db.query(
      `insert into devices (user_id, pcode, product_ver)
        select $1, 'BULK00' || lpad(n::text, 5, '0'), '1.00' from generate_series(1, $2::int) n`,
      [c.userId, MAX_DEVICES - 1],
    );
    const last = await call('POST', url(c.userId), c.idToken, { pcode: 'LAST000001', productVer: '1' });
    expect(last.statusCode).toBe(201);
    const over = await call('POST', url(c.userId), c.idToken, { pcode: 'OVER000001', productVer: '1' });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual([{ field: 'pcode', message: `At most ${MAX_DEVICES} devices` }]);
    // A unit already listed may still report its new version.
    const known = await call('POST', url(c.userId), c.idToken, { pcode: 'LAST000001', productVer: '2' });
    expect(known.statusCode).toBe(200);
    expect(await stored(c.userId)).toHaveLength(MAX_DEVICES);
  });
});

describe('DELETE app/{userId}/devices/{deviceId}', () => {
  it('removes one of the user’s units; another user’s unit is not found and stays', async () => {
    const own = (
      await call('POST', url(b.userId), b.idToken, { pcode: 'RD0088X0001', productVer: '1' })
    ).json();
    const theirs = (
      await call('POST', url(a.userId), a.idToken, { pcode: 'RD0088X0002', productVer: '1' })
    ).json();
    const foreign = await call('DELETE', url(b.userId, `/${theirs.id}`), b.idToken);
    const missing = await call('DELETE', url(b.userId, '/2147483000'), b.idToken);
    expect(foreign.statusCode).toBe(404);
    expect(withoutTraceId(foreign)).toEqual(withoutTraceId(missing));
    expect((await stored(a.userId)).map((row) => row.id)).toContain(theirs.id);

    const removed = await call('DELETE', url(b.userId, `/${own.id}`), b.idToken);
    expect(removed.json()).toEqual({ status: 'deleted' });
    expect((await stored(b.userId)).map((row) => row.id)).not.toContain(own.id);
  });

  it.each(['/abc', '/0', '/-1', '/1.5', '/99999999999'])('refuses device id %s with 400', async (rest) => {
    const response = await call('DELETE', url(b.userId, rest), b.idToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_INPUT');
  });
});

describe('users reach only their own devices (docs/product.md#own-data-only)', () => {
  it('refuses another user’s id with 403 for every call, the same whether that user exists, changing nothing', async () => {
    const before = await stored(b.userId);
    const nobody = '00000000-0000-4000-8000-000000000000';
    for (const userId of [b.userId, nobody]) {
      const responses = [
        await call('GET', url(userId), a.idToken),
        await call('POST', url(userId), a.idToken, { pcode: 'HIJACK00001', productVer: '1' }),
        await call('DELETE', url(userId, `/${before[0]?.id ?? 1}`), a.idToken),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          code: 'FORBIDDEN',
          message: 'Forbidden.',
          traceId: expect.any(String),
        });
      }
    }
    expect(await stored(b.userId)).toEqual(before);
  });

  it('goes with the account', async () => {
    const gone = await activeUser(t, 'devices-gone@example.com');
    await call('POST', url(gone.userId), gone.idToken, { pcode: 'GONE000001', productVer: '1' });
    await t.db.query('delete from users where id = $1', [gone.userId]);
    expect(await stored(gone.userId)).toEqual([]);
  });
});
