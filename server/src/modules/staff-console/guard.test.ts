import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, reauthHeader } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { type StaffSession, staffSession, storeRoles } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let customer: Awaited<ReturnType<typeof activeUser>>;
let support: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  customer = await activeUser(t, 'guard-customer@example.com');
  support = await staffSession(t, 'guard.support@roland.com', ['support']);
}, 180_000);
afterAll(() => t.close());

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...bearer(token), ...headers } });
const missing = '00000000-0000-4000-8000-000000000000';

describe('the staff console’s door (docs/product.md#staff-console)', () => {
  it('lets a support member with two-step sign-in open an account view, and records the opening', async () => {
    const view = await get(`/api/v1/admin/users/${customer.userId}`, support.idToken);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().profile.email).toBe('guard-customer@example.com');
    const entries = await t.db.query<{ action: string; staffEmail: string; role: string }>(
      `select action, staff_email as "staffEmail", role from staff_audit where user_id = $1`,
      [customer.userId],
    );
    expect(entries.rows).toEqual([{ action: 'viewAccount', staffEmail: support.email, role: 'support' }]);
  });

  it('answers a customer 403 alike for an account that exists and one that does not', async () => {
    for (const target of [support.userId, missing]) {
      const refused = await get(`/api/v1/admin/users/${target}`, customer.idToken);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT', message: 'Not Roland Account' });
    }
    const search = await get('/api/v1/admin/users?query=guard', customer.idToken);
    expect(search.statusCode).toBe(403);
  });

  it('answers a staff-domain account without the role 403 alike, before reading the target', async () => {
    const plain = await staffSession(t, 'guard.plain@roland.com', []);
    const answers = await Promise.all(
      [customer.userId, missing].map((target) => get(`/api/v1/admin/users/${target}`, plain.idToken)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403]);
    expect(withoutTraceId(answers[0]!)).toEqual(withoutTraceId(answers[1]!));
    expect(answers[0]!.json().code).toBe('STAFF_ROLE_REQUIRED');
    const content = await staffSession(t, 'guard.content@roland.com', ['content'], ['de-DE']);
    expect((await get(`/api/v1/admin/users/${customer.userId}`, content.idToken)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/audit', support.idToken)).json().code).toBe('STAFF_ROLE_REQUIRED');
  });

  it('never honours a role stored for an address off the staff domain', async () => {
    const outsider = await activeUser(t, 'guard-outsider@roland.com.example.net');
    await storeRoles(t, outsider.userId, ['support', 'admin']);
    const refused = await get(`/api/v1/admin/users/${customer.userId}`, outsider.idToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('NOT_ROLAND_ACCOUNT');
  });

  it('refuses a session without a second factor, saying to turn on two-step sign-in', async () => {
    const noSecondFactor = await activeUser(t, 'guard.password-only@roland.com');
    await storeRoles(t, noSecondFactor.userId, ['support']);
    const refused = await get(`/api/v1/admin/users/${customer.userId}`, noSecondFactor.idToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'STAFF_SECOND_FACTOR_REQUIRED' });
    expect(refused.json().message).toMatch(/Turn on two-step sign-in/);
    // The own admin record still answers, saying what is missing.
    const self = await get(`/api/v1/admin/users/${noSecondFactor.userId}`, noSecondFactor.idToken);
    expect(self.json()).toMatchObject({ roles: ['support'], secondFactor: false });
  });

  it('ends the console session after 30 minutes without use; a re-authentication starts it again', async () => {
    const idle = await staffSession(t, 'guard.idle@roland.com', ['support']);
    expect((await get(`/api/v1/admin/users/${customer.userId}`, idle.idToken)).statusCode).toBe(200);
    const keys = await t.db.query<{ family: string }>(
      'select family_id as family from sign_in_sessions where user_id = $1',
      [idle.userId],
    );
    for (const { family } of keys.rows)
      await t.kv.set(`staff-console:last-use:${family}`, String(Date.now() - 31 * 60_000), 3600);
    await t.db.query(
      `update sign_in_sessions set create_date = now() - interval '2 hours' where user_id = $1`,
      [idle.userId],
    );
    const expired = await get(`/api/v1/admin/users/${customer.userId}`, idle.idToken);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('STAFF_SESSION_EXPIRED');
    // The customer side of the same session goes on.
    expect((await get('/api/v1/me', idle.idToken)).statusCode).toBe(200);
    const proof = await reauthHeader(t, idle);
    const resumed = await get(`/api/v1/admin/users/${customer.userId}`, idle.idToken, proof);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect((await get(`/api/v1/admin/users/${customer.userId}`, idle.idToken)).statusCode).toBe(200);
  });

  it('gives a staff member their own admin record and cultures (spec §7), and others "Not Roland Account"', async () => {
    const self = await get(`/api/v1/admin/users/${support.userId}`, support.idToken);
    expect(self.json()).toEqual({
      id: support.userId,
      email: support.email,
      firstName: 'Aiko',
      lastName: 'Tanaka',
      roles: ['support'],
      managingCultureCodes: [],
      secondFactor: true,
    });
    const own = await get(`/api/v1/admin/users/${customer.userId}`, customer.idToken);
    expect(own.statusCode).toBe(403);
  });
});

describe('customer lookup (docs/product.md#customer-lookup)', () => {
  it('finds by e-mail prefix, exact address, name, serial and ticket number, never showing secrets', async () => {
    const other = await activeUser(t, 'lookup-zed@example.com', { firstName: 'Zora', lastName: 'Quill' });
    const product = await t.db.query<{ id: number }>('select id from products order by id limit 1');
    await t.db.query(
      `insert into registered_products (user_id, product_id, product_name, serial_code, status)
       values ($1, $2, 'X', 'ZQ12345', 'pending')`,
      [other.userId, product.rows[0]!.id],
    );
    const ticket = await t.db.query<{ id: number }>(
      `insert into support_tickets (user_id, form, type, brand, subject, body, tags, product_name, request_type,
         country, requester_name, requester_email)
       values ($1, 'f', 'question', 'ROLAND', 's', 'b', '{}', 'p', 'r', 'US', 'Zora', 'lookup-zed@example.com')
       returning id`,
      [other.userId],
    );
    const find = async (query: string) =>
      (await get(`/api/v1/admin/users?query=${encodeURIComponent(query)}`, support.idToken)).json();
    for (const query of ['lookup-z', 'LOOKUP-ZED@EXAMPLE.COM', 'zora', 'Zora Qu', 'quill', 'zq12345'])
      expect(
        (await find(query)).data.map((row: { id: string }) => row.id),
        query,
      ).toEqual([other.userId]);
    expect((await find(String(ticket.rows[0]!.id))).data).toEqual([
      {
        id: other.userId,
        email: 'lookup-zed@example.com',
        firstName: 'Zora',
        lastName: 'Quill',
        state: 'active',
      },
    ]);
    expect((await find('lookup_%@')).data).toEqual([]);
    const view = await get(`/api/v1/admin/users/${other.userId}`, support.idToken);
    expect(view.json().registeredProducts[0]).toMatchObject({ serial: 'ZQ12345', openTransfer: null });
    expect(view.json().tickets).toHaveLength(1);
    expect(view.body).not.toMatch(/password|secret|hash|token|recovery/i);
  });

  it('pages 20 at a time by address', async () => {
    for (let i = 0; i < 21; i++)
      await t.db.query(
        `insert into users (email, password_hash, first_name, last_name, culture_code, signup_source, status)
         values ($1, 'x', 'Page', 'Person', 'en-US', 'test', 'active')`,
        [`page-${String(i).padStart(2, '0')}@example.com`],
      );
    const first = (await get('/api/v1/admin/users?query=page-', support.idToken)).json();
    expect(first.data).toHaveLength(20);
    const second = (
      await get(`/api/v1/admin/users?query=page-&cursor=${first.next}`, support.idToken)
    ).json();
    expect(second).toEqual({ data: [expect.objectContaining({ email: 'page-20@example.com' })], next: null });
  });
});
