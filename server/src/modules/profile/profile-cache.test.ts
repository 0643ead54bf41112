import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { statementsOf } from '../../../test/statements';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// biome-ignore lint/suspicious/noExplicitAny: rows of the test's own SQL
const sql = async (text: string, params: unknown[] = []): Promise<any[]> =>
  (await t.db.query(text, params)).rows;
const me = async (idToken: string) => {
  const response = await t.app.inject({ url: '/api/v1/me', headers: bearer(idToken) });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('profiles kept by version (docs/decisions/056-profiles-kept-by-version.md)', () => {
  it('GET me shows at once what another process or an operator wrote, in every part of the profile', async () => {
    const u = await activeUser(t, 'kept-profile@example.com');
    expect(await me(u.idToken)).toMatchObject({ firstName: 'Aiko', phones: [], interests: [] });

    await sql('update users set first_name = $2 where id = $1', [u.userId, 'Renamed']);
    expect((await me(u.idToken)).firstName).toBe('Renamed');

    const [phoneType] = await sql('select id, value from phone_types order by id limit 1');
    await sql('insert into user_phones (user_id, number, phone_type_id) values ($1, $2, $3)', [
      u.userId,
      '+1 555 0100',
      phoneType.id,
    ]);
    expect((await me(u.idToken)).phones).toMatchObject([
      { number: '+1 555 0100', type: { id: phoneType.id, value: phoneType.value } },
    ]);

    const [interest] = await sql('select id from interests order by id limit 1');
    await sql('insert into user_interests (user_id, interest_id) values ($1, $2)', [u.userId, interest.id]);
    expect((await me(u.idToken)).interests).toMatchObject([{ interest: { id: interest.id } }]);

    await sql(
      "insert into external_user_ids (user_id, service_id, external_id) values ($1, 'shopify', 'S-1')",
      [u.userId],
    );
    expect((await me(u.idToken)).shopifyId).toBe('S-1');

    await sql('delete from user_phones where user_id = $1', [u.userId]);
    expect((await me(u.idToken)).phones).toEqual([]);
  });

  it('reads only the account row for a profile it holds, and the whole profile once it moved', async () => {
    const u = await activeUser(t, 'kept-profile-statements@example.com');
    await me(u.idToken);
    const held = await statementsOf(t.db, () => me(u.idToken));
    expect(held).toHaveLength(1);
    expect(held[0]).not.toMatch(/user_phones|user_interests|external_user_ids|master_list_versions/);

    await sql('update users set city = $2 where id = $1', [u.userId, 'Hamamatsu']);
    const moved = await statementsOf(t.db, async () => {
      expect((await me(u.idToken)).address).toEqual({ city: 'Hamamatsu' });
    });
    // The version that moved, the profile's parts with it, then the account (accounts) and the store id
    // (external-ids) from their owners.
    expect(moved).toHaveLength(4);
    expect(moved.filter((sql) => /external_user_ids/.test(sql))).toHaveLength(1);
  });

  it('names at once a value added to a master list a moment ago', async () => {
    const u = await activeUser(t, 'kept-profile-new-value@example.com');
    await me(u.idToken);
    const [interest] = await sql(
      "insert into interests (id, value) select max(id) + 1, 'Theremin' from interests returning id",
    );
    await sql('insert into user_interests (user_id, interest_id) values ($1, $2)', [u.userId, interest.id]);
    expect((await me(u.idToken)).interests).toMatchObject([
      { interest: { id: interest.id, value: 'Theremin' } },
    ]);
  });

  it('answers a deleted account as one not found, also after its profile was held', async () => {
    const u = await activeUser(t, 'kept-profile-deleted@example.com');
    const headers = bearer(u.idToken);
    expect((await t.app.inject({ url: '/api/v1/me', headers })).statusCode).toBe(200);
    await sql('delete from users where id = $1', [u.userId]);
    expect((await t.app.inject({ url: '/api/v1/me', headers })).statusCode).toBe(404);
  });
});
