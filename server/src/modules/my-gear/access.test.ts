import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, deleteAccount } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { caller, registration, storedRegistrations } from '../../../test/my-gear-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
});
afterAll(() => t.close());

describe('users reach only their own registered products (docs/product.md#own-data-only)', () => {
  it('refuses another user’s list and registering for them with 403, and changes nothing', async () => {
    const a = await activeUser(t, 'gear-owner-a@example.com');
    const b = await activeUser(t, 'gear-owner-b@example.com');
    await call(
      'POST',
      `/api/v1/users/${b.userId}/registeredProducts`,
      b.idToken,
      registration('FP-10', 'B1000001'),
    );
    const url = `/api/v1/users/${b.userId}/registeredProducts`;
    const read = await call('GET', url, a.idToken);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ code: 'FORBIDDEN', message: 'Forbidden.', traceId: expect.any(String) });
    expect((await call('POST', url, a.idToken, registration('FP-30X', 'A1000001'))).statusCode).toBe(403);
    expect((await storedRegistrations(t, b.userId)).map((r) => r.product_name)).toEqual(['FP-10']);
    expect(await storedRegistrations(t, a.userId)).toEqual([]);
  });

  it('answers another user’s registration with 404, as if it did not exist, and changes nothing', async () => {
    const a = await activeUser(t, 'gear-intruder@example.com');
    const b = await activeUser(t, 'gear-victim@example.com');
    const id = (
      await call(
        'POST',
        `/api/v1/users/${b.userId}/registeredProducts`,
        b.idToken,
        registration('RD-88', 'V1000001'),
      )
    ).json().id;
    const before = await storedRegistrations(t, b.userId);
    const put = await call('PUT', `/api/v1/registeredProducts/${id}`, a.idToken, { serialCode: 'HIJACK01' });
    const del = await call('DELETE', `/api/v1/registeredProducts/${id}`, a.idToken);
    const missing = await call('DELETE', '/api/v1/registeredProducts/2147483000', a.idToken);
    for (const response of [put, del]) {
      expect(response.statusCode).toBe(404);
      expect(withoutTraceId(response)).toEqual(withoutTraceId(missing));
    }
    expect(await storedRegistrations(t, b.userId)).toEqual(before);
  });

  it('needs sign-in', async () => {
    const u = await activeUser(t, 'gear-anonymous@example.com');
    for (const [method, url] of [
      ['GET', `/api/v1/users/${u.userId}/registeredProducts`],
      ['POST', `/api/v1/users/${u.userId}/registeredProducts`],
      ['PUT', '/api/v1/registeredProducts/1'],
      ['DELETE', '/api/v1/registeredProducts/1'],
    ] as const) {
      const payload = method === 'GET' ? undefined : registration('FP-10', 'N1000001');
      const response = await t.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('deletes registrations, answers and temporary data with the account', async () => {
    const u = await activeUser(t, 'gear-leaver@example.com');
    const id = (
      await call(
        'POST',
        `/api/v1/users/${u.userId}/registeredProducts`,
        u.idToken,
        registration('FP-10', 'L1000001'),
      )
    ).json().id;
    await call('POST', '/api/v1/questionnaires/1/answerInfos', u.idToken, { registeredProductId: id });
    await call('POST', `/api/v1/temporaryData/${u.userId}/RedirectPathAfterSignup`, u.idToken, {
      path: '/mygear',
    });
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          `select (select count(*) from registered_products where user_id = $1)
             + (select count(*) from answer_infos where user_id = $1)
             + (select count(*) from temporary_data where user_id = $1) as n`,
          [u.userId],
        )
      ).rows[0]!.n;
    expect(Number(await count())).toBe(3);
    expect((await deleteAccount(t, u)).statusCode).toBe(200);
    expect(Number(await count())).toBe(0);
  });
});
