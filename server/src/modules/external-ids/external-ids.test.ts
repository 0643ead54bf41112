import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Awaited<ReturnType<typeof activeUser>>;
let bob: Awaited<ReturnType<typeof activeUser>>;
beforeAll(async () => {
  t = await createTestApp();
  alice = await activeUser(t, 'alice-store@example.com');
  bob = await activeUser(t, 'bob-store@example.com');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', token: string, payload?: object, service = 'shopify') =>
  t.app.inject({
    method,
    url: `/api/v1/externalUserId/services/${service}`,
    headers: bearer(token),
    payload,
  });
const storedRow = async (userId: string) =>
  (
    await t.db.query<{ externalId: string; updatedAt: Date }>(
      'select external_id as "externalId", updated_at as "updatedAt" from external_user_ids where user_id = $1',
      [userId],
    )
  ).rows[0];

describe('externalUserId/services/shopify', () => {
  it('GET answers 404 before an id is stored; POST stores it; GET and me show it', async () => {
    const none = await call('GET', alice.idToken);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No id is stored for this service.');
    expect(
      (await t.app.inject({ url: '/api/v1/me', headers: bearer(alice.idToken) })).json().shopifyId,
    ).toBeUndefined();

    const created = await call('POST', alice.idToken, { id: '7012345678901' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ serviceId: 'shopify', id: '7012345678901' });
    expect((await call('GET', alice.idToken)).json()).toEqual({ serviceId: 'shopify', id: '7012345678901' });
    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(alice.idToken) })).json();
    expect(me.shopifyId).toBe('7012345678901');
  });

  it('a second POST is refused and keeps the stored id', async () => {
    const again = await call('POST', alice.idToken, { id: '999' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An id is already stored for this service.');
    expect((await storedRow(alice.userId))?.externalId).toBe('7012345678901');
  });

  it('PUT with the same id is skipped (nothing written); with a new id it replaces it', async () => {
    const before = await storedRow(alice.userId);
    const same = await call('PUT', alice.idToken, { id: '7012345678901' });
    expect(same.json()).toEqual({ serviceId: 'shopify', id: '7012345678901', updated: false });
    expect((await storedRow(alice.userId))?.updatedAt).toEqual(before?.updatedAt);

    const changed = await call('PUT', alice.idToken, { id: 'gid://shopify/Customer/7012345678902' });
    expect(changed.json()).toMatchObject({ updated: true, id: 'gid://shopify/Customer/7012345678902' });
    expect((await storedRow(alice.userId))?.externalId).toBe('gid://shopify/Customer/7012345678902');
  });

  it('PUT before any id is 404 and stores nothing', async () => {
    const missing = await call('PUT', bob.idToken, { id: '1' });
    expect(missing.statusCode).toBe(404);
    expect(await storedRow(bob.userId)).toBeUndefined();
  });

  it('each user reaches only their own id', async () => {
    expect((await call('GET', bob.idToken)).statusCode).toBe(404);
    await call('POST', bob.idToken, { id: '42' });
    expect((await call('GET', bob.idToken)).json().id).toBe('42');
    expect((await storedRow(alice.userId))?.externalId).toBe('gid://shopify/Customer/7012345678902');
  });

  it('refuses unknown services, bad ids and callers not signed in, storing nothing', async () => {
    const carol = await activeUser(t, 'carol-store@example.com');
    expect((await call('GET', carol.idToken, undefined, 'backstage')).statusCode).toBe(400);
    expect((await call('POST', carol.idToken, { id: '1' }, 'amazon')).statusCode).toBe(400);
    for (const payload of [{}, { id: '' }, { id: 'has spaces' }, { id: 'x'.repeat(101) }, { id: 5 }]) {
      const response = await call('POST', carol.idToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Array));
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/externalUserId/services/shopify' });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedRow(carol.userId)).toBeUndefined();
  });

  it('GET me → PUT users/{id} with shopifyId in it still succeeds and changes nothing', async () => {
    const me = (await t.app.inject({ url: '/api/v1/me', headers: bearer(alice.idToken) })).json();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${alice.userId}`,
      headers: bearer(alice.idToken),
      payload: me,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().shopifyId).toBe('gid://shopify/Customer/7012345678902');
  });
});
