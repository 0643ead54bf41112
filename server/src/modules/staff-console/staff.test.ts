import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, reauthHeader } from '../../../test/accounts-helpers';
import { type StaffSession, staffSession } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { grantRole, revokeRole } from './staff-service';

let t: TestApp;
let admin: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, 'staff.admin@roland.com', ['admin']);
}, 180_000);
afterAll(() => t.close());

const put = async (userId: string, payload: object, proof = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/staff/${userId}`,
    headers: { ...bearer(admin.idToken), ...(proof ? await reauthHeader(t, admin) : {}) },
    payload,
  });
const rolesOf = async (userId: string) =>
  (
    await t.db.query<{ role: string }>('select role from staff_roles where user_id = $1 order by role', [
      userId,
    ])
  ).rows.map((row) => row.role);

describe('staff roles (docs/product.md#staff-roles)', () => {
  it('the operator command grants only to staff-domain addresses, with a clear message', async () => {
    const outsider = await activeUser(t, 'grant-outsider@example.com');
    await expect(grantRole(t.db, 'roland.com', 'grant-outsider@example.com', 'admin', [])).rejects.toThrow(
      'grant-outsider@example.com is not on the staff domain roland.com',
    );
    expect(await rolesOf(outsider.userId)).toEqual([]);
    const member = await activeUser(t, 'grant.member@roland.com');
    await grantRole(t.db, 'roland.com', 'Grant.Member@Roland.com', 'content', ['de-DE']);
    await grantRole(t.db, 'roland.com', 'grant.member@roland.com', 'support', []);
    expect(await rolesOf(member.userId)).toEqual(['content', 'support']);
    await revokeRole(t.db, 'grant.member@roland.com', 'content');
    expect(await rolesOf(member.userId)).toEqual(['support']);
    const culture = await t.app.inject({
      url: `/api/v1/users/${member.userId}/managingCultureCodes`,
      headers: bearer(member.idToken),
    });
    expect(culture.json()).toEqual({ managingCultureCodes: [] });
  });

  it('an admin grants support and content in the console, with a re-authentication, audited', async () => {
    const member = await activeUser(t, 'console.member@roland.com');
    const grant = { roles: ['support', 'content'], managingCultureCodes: ['de-DE'] };
    expect((await put(member.userId, grant, false)).json().code).toBe('REAUTH_REQUIRED');
    const done = await put(member.userId, grant);
    expect(done.json()).toMatchObject({
      email: 'console.member@roland.com',
      roles: ['support', 'content'],
      managingCultureCodes: ['de-DE'],
    });
    const list = await t.app.inject({ url: '/api/v1/admin/staff', headers: bearer(admin.idToken) });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ userId: member.userId, roles: ['support', 'content'] }),
    );
    const codes = await t.app.inject({
      url: `/api/v1/users/${member.userId}/managingCultureCodes`,
      headers: bearer(member.idToken),
    });
    expect(codes.json()).toEqual({ managingCultureCodes: ['de-DE'] });
    const audit = await t.db.query<{ action: string; detail: string }>(
      "select action, detail from staff_audit where user_id = $1 and action = 'changeStaff'",
      [member.userId],
    );
    expect(audit.rows).toEqual([
      { action: 'changeStaff', detail: 'roles: support,content; cultures: de-DE' },
    ]);
  });

  it('refuses a role for an address off the staff domain, and a culture not of the portal', async () => {
    const outsider = await activeUser(t, 'console-outsider@example.com');
    const refused = await put(outsider.userId, { roles: ['support'], managingCultureCodes: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('STAFF_DOMAIN_ONLY');
    expect(await rolesOf(outsider.userId)).toEqual([]);
    const member = await activeUser(t, 'console.cultures@roland.com');
    const wrong = await put(member.userId, { roles: ['content'], managingCultureCodes: ['xx-XX'] });
    expect(wrong.json().fields).toEqual([
      { field: 'managingCultureCodes', message: 'xx-XX is not a culture code of the portal.' },
    ]);
    expect(await rolesOf(member.userId)).toEqual([]);
  });

  it('finds a staff-domain account by its address for the admin to add, and nothing off the domain', async () => {
    const newcomer = await activeUser(t, 'console.newcomer@roland.com');
    const find = (email: string, token = admin.idToken) =>
      t.app.inject({ url: `/api/v1/admin/staff?email=${encodeURIComponent(email)}`, headers: bearer(token) });
    const found = await find(' Console.Newcomer@Roland.com ');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([
      {
        userId: newcomer.userId,
        email: 'console.newcomer@roland.com',
        firstName: 'Aiko',
        lastName: 'Tanaka',
        roles: [],
        managingCultureCodes: [],
      },
    ]);
    expect((await find('console.nobody@roland.com')).json()).toEqual({ data: [] });
    // A customer's address is refused alike whether it has an account or not.
    await activeUser(t, 'console-customer@example.com');
    for (const email of ['console-customer@example.com', 'console-nobody@example.com']) {
      const refused = await find(email);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('STAFF_DOMAIN_ONLY');
    }
    // Only admins look accounts up here.
    const support = await staffSession(t, 'staff.support-finder@roland.com', ['support']);
    expect((await find('console.newcomer@roland.com', support.idToken)).json().code).toBe(
      'STAFF_ROLE_REQUIRED',
    );
  });
});
