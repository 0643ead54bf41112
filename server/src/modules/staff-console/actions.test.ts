import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail, PASSWORD, reauthHeader, signUp } from '../../../test/accounts-helpers';
import { handOn, registered } from '../../../test/gear-transfer-helpers';
import { planOf } from '../../../test/query-plan';
import { type StaffSession, signInWithCode, staffSession, turnOnTwoStep } from '../../../test/staff-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accountLockBudget } from '../../lib/attempt-limit';
import { listAudit } from './audit-repo';

let t: TestApp;
let support: StaffSession;

beforeAll(async () => {
  t = await createTestApp();
  support = await staffSession(t, 'actions.support@roland.com', ['support']);
}, 180_000);
afterAll(() => t.close());

const act = async (userId: string, body: object, destructive = false) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/actions`,
    headers: { ...bearer(support.idToken), ...(destructive ? await reauthHeader(t, support) : {}) },
    payload: body,
  });
const auditOf = async (userId: string) =>
  (
    await t.db.query<{
      action: string;
      reason: string;
      role: string;
      staffEmail: string;
      detail: string | null;
    }>(
      `select action, reason, role, staff_email as "staffEmail", detail from staff_audit
       where user_id = $1 and action <> 'viewAccount' order by id`,
      [userId],
    )
  ).rows;
const mailCount = async (to: string) =>
  Number((await t.db.query('select count(*) as n from mail_outbox where recipient = $1', [to])).rows[0]!.n);

describe('support actions (docs/product.md#staff-actions)', () => {
  it('needs a reason of 3 to 500 characters, and changes nothing without one', async () => {
    const customer = await activeUser(t, 'act-reason@example.com');
    for (const reason of ['', '  a ', 'x'.repeat(501)]) {
      const refused = await act(customer.userId, { action: 'signOutEverywhere', reason }, true);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual([
        expect.objectContaining({ field: 'reason', message: 'Give a reason of 3 to 500 characters.' }),
      ]);
    }
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(customer.idToken) })).statusCode).toBe(
      200,
    );
    expect(await auditOf(customer.userId)).toEqual([]);
  });

  it('resets two-step sign-in only with a re-authentication, mails the customer and shows them the entry', async () => {
    const customer = await activeUser(t, 'act-two-step@example.com');
    await turnOnTwoStep(t, customer);
    const body = { action: 'resetTwoStep', reason: 'Lost phone, identity checked by ticket 42' };
    const unproven = await act(customer.userId, body);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().code).toBe('REAUTH_REQUIRED');
    expect(
      (await t.db.query('select 1 from totp_factors where user_id = $1', [customer.userId])).rows,
    ).toHaveLength(1);

    const done = await act(customer.userId, body, true);
    expect(done.json()).toEqual({ status: 'done', action: 'resetTwoStep' });
    expect(
      (await t.db.query('select 1 from totp_factors where user_id = $1', [customer.userId])).rows,
    ).toEqual([]);
    expect(
      (await t.db.query('select 1 from recovery_codes where user_id = $1', [customer.userId])).rows,
    ).toEqual([]);
    expect(await auditOf(customer.userId)).toEqual([
      {
        action: 'resetTwoStep',
        reason: body.reason,
        role: 'support',
        staffEmail: support.email,
        detail: null,
      },
    ]);
    const mail = await lastMail(t, 'act-two-step@example.com');
    expect(mail.subject).toBe('Roland support reset your two-step sign-in');
    expect(mail.text).toMatch(/^Hello Aiko,\n/);
    expect(mail.text).toContain(`Reason given: ${body.reason}`);
    const seen = await t.app.inject({
      url: `/api/v1/users/${customer.userId}/staffActions`,
      headers: bearer(customer.idToken),
    });
    expect(seen.json()).toEqual({
      data: [{ at: expect.any(String), action: 'resetTwoStep', reason: body.reason }],
    });
    // Once off, it does not apply.
    expect((await act(customer.userId, body, true)).json().code).toBe('STAFF_ACTION_NOT_APPLICABLE');
    // Another customer cannot read these.
    const other = await activeUser(t, 'act-other@example.com');
    const foreign = await t.app.inject({
      url: `/api/v1/users/${customer.userId}/staffActions`,
      headers: bearer(other.idToken),
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('greets a ja-JP customer by the full name, family name first, in the two-step reset mail', async () => {
    // docs/product.md#name-order: mails follow the account's culture, 山田 太郎 様 in Japanese.
    const customer = await activeUser(t, 'act-two-step-ja@example.com', {
      cultureCode: 'ja-JP',
      firstName: '太郎',
      lastName: '山田',
      phoneticFirstName: 'タロウ',
      phoneticLastName: 'ヤマダ',
    });
    await turnOnTwoStep(t, customer);
    const reason = '携帯電話を紛失、チケット 43 で本人確認済み';
    expect((await act(customer.userId, { action: 'resetTwoStep', reason }, true)).statusCode).toBe(200);
    const mail = await lastMail(t, 'act-two-step-ja@example.com');
    expect(mail.subject).toBe('Roland サポートが 2 段階認証をリセットしました');
    expect(mail.text).toMatch(/^山田 太郎 様\n/);
    expect(mail.html).toMatch(/^<p>山田 太郎 様<\/p>/);
  });

  it('signs the customer out everywhere and mails them in their language', async () => {
    const customer = await activeUser(t, 'act-sign-out@example.com', {
      cultureCode: 'ja-JP',
      phoneticFirstName: 'アイコ',
      phoneticLastName: 'タナカ',
    });
    const done = await act(
      customer.userId,
      { action: 'signOutEverywhere', reason: 'Customer reports a stolen laptop' },
      true,
    );
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/me', headers: bearer(customer.idToken) })).statusCode).toBe(
      401,
    );
    expect((await lastMail(t, 'act-sign-out@example.com')).subject).toBe(
      'Roland サポートがすべての端末からサインアウトしました',
    );
    expect((await auditOf(customer.userId)).map((entry) => entry.action)).toEqual(['signOutEverywhere']);
  });

  it('removes a passkey of the customer only, naming it in the mail', async () => {
    const customer = await activeUser(t, 'act-passkey@example.com');
    const other = await activeUser(t, 'act-passkey-other@example.com');
    const insert = `insert into passkeys (user_id, credential_id, public_key, name) values ($1, $2, '\\x00', $3) returning id`;
    const key = (await t.db.query<{ id: string }>(insert, [customer.userId, 'cred-a', 'Work laptop']))
      .rows[0]!.id;
    const foreign = (await t.db.query<{ id: string }>(insert, [other.userId, 'cred-b', 'Other'])).rows[0]!.id;
    const reason = 'Laptop was sold, customer asked by phone';
    expect(
      (await act(customer.userId, { action: 'removePasskey', reason, passkeyId: foreign }, true)).statusCode,
    ).toBe(409);
    expect((await t.db.query('select 1 from passkeys where id = $1', [foreign])).rows).toHaveLength(1);
    const done = await act(customer.userId, { action: 'removePasskey', reason, passkeyId: key }, true);
    expect(done.statusCode, done.body).toBe(200);
    expect((await t.db.query('select 1 from passkeys where id = $1', [key])).rows).toEqual([]);
    expect((await lastMail(t, 'act-passkey@example.com')).text).toContain('"Work laptop"');
    expect(await auditOf(customer.userId)).toEqual([
      expect.objectContaining({ action: 'removePasskey', detail: 'Work laptop' }),
    ]);
  });

  it('unlocks a locked account, and says when nothing is locked', async () => {
    const customer = await activeUser(t, 'act-locked@example.com');
    const reason = 'Customer verified by phone';
    expect((await act(customer.userId, { action: 'unlock', reason })).json().code).toBe(
      'STAFF_ACTION_NOT_APPLICABLE',
    );
    // Five failures in a window that began 10 minutes ago: the lock ends in 5 minutes, when the window closes.
    const passwordLock = accountLockBudget('act-locked@example.com');
    await t.kv.set(passwordLock.key, String(passwordLock.max), 300);
    const view = await t.app.inject({
      url: `/api/v1/admin/users/${customer.userId}`,
      headers: bearer(support.idToken),
    });
    expect(view.json().state).toMatchObject({ status: 'locked', lockedUntil: expect.any(String) });
    const endsIn = Date.parse(view.json().state.lockedUntil) - Date.now();
    expect(endsIn).toBeGreaterThan(240_000);
    expect(endsIn).toBeLessThanOrEqual(300_000);
    expect((await act(customer.userId, { action: 'unlock', reason })).statusCode).toBe(200);
    expect(await t.kv.get(passwordLock.key)).toBeNull();
    expect((await auditOf(customer.userId)).map((entry) => entry.action)).toEqual(['unlock']);
  });

  it('counts used-up two-step tries as a lock, ending with the later of the two locks, and unlocks both', async () => {
    const email = 'act-two-step-locked@example.com';
    const customer = await activeUser(t, email);
    const secret = await turnOnTwoStep(t, customer);
    const signIn = async () =>
      (
        await t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password: PASSWORD } })
      ).json().mfaToken as string;
    const secondStep = (mfaToken: string, code: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/signin/mfa', payload: { mfaToken, code } });
    // Five wrong recovery codes use up the 15-minute two-step budget (ADR 059): the right code is refused too.
    const mfaToken = await signIn();
    for (let i = 0; i < 5; i++) expect((await secondStep(mfaToken, 'WRONG-CODE0')).statusCode).toBe(400);
    expect((await secondStep(await signIn(), 'WRONG-CODE0')).json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    // Wrong passwords whose window closes in 5 minutes: the two-step lock ends later, so it is the one shown.
    const passwordLock = accountLockBudget(email);
    await t.kv.set(passwordLock.key, String(passwordLock.max), 300);

    const view = await t.app.inject({
      url: `/api/v1/admin/users/${customer.userId}`,
      headers: bearer(support.idToken),
    });
    expect(view.json().state).toMatchObject({ status: 'locked', twoStep: true });
    const endsIn = Date.parse(view.json().state.lockedUntil) - Date.now();
    expect(endsIn).toBeGreaterThan(14 * 60_000);
    expect(endsIn).toBeLessThanOrEqual(15 * 60_000);
    const found = await t.app.inject({
      url: `/api/v1/admin/users?query=${encodeURIComponent(email)}`,
      headers: bearer(support.idToken),
    });
    expect(found.json().data).toEqual([expect.objectContaining({ id: customer.userId, state: 'locked' })]);
    // Without the wrong passwords the two-step lock alone still locks the account.
    await t.kv.del(passwordLock.key);
    const twoStepOnly = await t.app.inject({
      url: `/api/v1/admin/users/${customer.userId}`,
      headers: bearer(support.idToken),
    });
    expect(twoStepOnly.json().state.status).toBe('locked');
    const sameEnd =
      Date.parse(twoStepOnly.json().state.lockedUntil) - Date.parse(view.json().state.lockedUntil);
    expect(Math.abs(sameEnd)).toBeLessThan(1000);

    const reason = 'Locked out, identity checked by phone';
    expect((await act(customer.userId, { action: 'unlock', reason })).statusCode).toBe(200);
    expect(await auditOf(customer.userId)).toEqual([
      { action: 'unlock', reason, role: 'support', staffEmail: support.email, detail: null },
    ]);
    const after = await t.app.inject({
      url: `/api/v1/admin/users/${customer.userId}`,
      headers: bearer(support.idToken),
    });
    expect(after.json().state).toMatchObject({ status: 'active', lockedUntil: null });
    expect((await signInWithCode(t, email, secret)).idToken).toEqual(expect.any(String));
  });

  it('a two-step reset lifts the lock of used-up two-step tries, and leaves the wrong passwords counted', async () => {
    const email = 'act-reset-locked@example.com';
    const customer = await activeUser(t, email);
    await turnOnTwoStep(t, customer);
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/v1/signin', payload: { email, password: PASSWORD } });
    const mfaToken = (await signIn()).json().mfaToken as string;
    for (let i = 0; i < 5; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/signin/mfa',
        payload: { mfaToken, code: 'WRONG-CODE0' },
      });
    // Wrong passwords whose window closes in 5 minutes, before the two-step lock's 15.
    const passwordLock = accountLockBudget(email);
    await t.kv.set(passwordLock.key, String(passwordLock.max), 300);
    const state = async () =>
      (
        await t.app.inject({
          url: `/api/v1/admin/users/${customer.userId}`,
          headers: bearer(support.idToken),
        })
      ).json().state;
    const before = await state();
    expect(before).toMatchObject({ status: 'locked', twoStep: true });
    expect(Date.parse(before.lockedUntil) - Date.now()).toBeGreaterThan(14 * 60_000);

    const reason = 'Lost phone after many tries, identity checked by ticket 44';
    expect((await act(customer.userId, { action: 'resetTwoStep', reason }, true)).statusCode).toBe(200);
    // Only the password lock is left: it ends when its own window closes.
    const after = await state();
    expect(after).toMatchObject({ status: 'locked', twoStep: false });
    expect(Date.parse(after.lockedUntil) - Date.now()).toBeLessThanOrEqual(300_000);
    expect((await signIn()).json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    // Once that window closes, the password alone signs in.
    await t.kv.del(passwordLock.key);
    expect(await state()).toMatchObject({ status: 'active', lockedUntil: null });
    expect((await signIn()).json().idToken).toEqual(expect.any(String));
  });

  it('resends the activation mail to an unactivated account only', async () => {
    await signUp(t, 'act-pending@example.com');
    const pending = (
      await t.db.query<{ id: string }>("select id from users where email = 'act-pending@example.com'")
    ).rows[0]!.id;
    const before = await mailCount('act-pending@example.com');
    const reason = 'Activation mail never arrived';
    expect((await act(pending, { action: 'resendActivation', reason })).statusCode).toBe(200);
    expect(await mailCount('act-pending@example.com')).toBe(before + 1);
    const active = await activeUser(t, 'act-active@example.com');
    expect((await act(active.userId, { action: 'resendActivation', reason })).json().code).toBe(
      'STAFF_ACTION_NOT_APPLICABLE',
    );
    expect((await auditOf(pending)).map((entry) => entry.action)).toEqual(['resendActivation']);
  });

  it('sends a password-reset mail, audited with the reason, staff member and customer', async () => {
    const customer = await activeUser(t, 'act-reset@example.com');
    const before = await mailCount('act-reset@example.com');
    const reason = 'Forgot password, asked by phone';
    const done = await act(customer.userId, { action: 'sendPasswordReset', reason });
    expect(done.json()).toEqual({ status: 'done', action: 'sendPasswordReset' });
    expect(await mailCount('act-reset@example.com')).toBe(before + 1);
    // The reset mail the customer would get by asking themselves: they choose the password (ADR 080).
    const mail = await lastMail(t, 'act-reset@example.com');
    expect(mail.subject).toBe('Roland Backstage: reset your password');
    expect(mail.text).toContain('/backstage/reset-password?code=');
    const entries = await t.db.query(
      `select action, reason, role, staff_id as "staffId", staff_email as "staffEmail", user_id as "userId"
       from staff_audit where user_id = $1 and action <> 'viewAccount'`,
      [customer.userId],
    );
    expect(entries.rows).toEqual([
      {
        action: 'sendPasswordReset',
        reason,
        role: 'support',
        staffId: support.userId,
        staffEmail: support.email,
        userId: customer.userId,
      },
    ]);
  });

  it('cancels an open transfer and corrects a purchase date, each audited', async () => {
    const customer = await activeUser(t, 'act-gear@example.com');
    const unit = await registered(t, customer, 'FP-30X', 'ACT0001');
    const transfer = (await handOn(t, customer, unit, 'act-gear-next@example.com')).json().id as string;
    const reason = 'Sent to the wrong address';
    expect(
      (await act(customer.userId, { action: 'cancelTransfer', reason, transferId: transfer }, true))
        .statusCode,
    ).toBe(200);
    const status = await t.db.query<{ status: string }>('select status from gear_transfers where id = $1', [
      transfer,
    ]);
    expect(status.rows[0]!.status).toBe('cancelled');
    const fix = {
      action: 'correctPurchaseDate',
      reason: 'Receipt shows another day',
      registeredProductId: unit,
      purchaseDate: '2024-02-29',
    };
    expect((await act(customer.userId, fix, true)).statusCode).toBe(200);
    const date = await t.db.query<{ d: string }>(
      "select to_char(purchase_date, 'YYYY-MM-DD') as d from registered_products where id = $1",
      [unit],
    );
    expect(date.rows[0]!.d).toBe('2024-02-29');
    expect((await act(customer.userId, { ...fix, purchaseDate: '2999-01-01' }, true)).statusCode).toBe(400);
    expect((await auditOf(customer.userId)).map((entry) => entry.action)).toEqual([
      'cancelTransfer',
      'correctPurchaseDate',
    ]);
  });
});

describe('the audit log (docs/product.md#staff-audit)', () => {
  it('is read by admins only, filtered by customer, and can be neither changed nor removed', async () => {
    const admin = await staffSession(t, 'actions.admin@roland.com', ['admin']);
    const page = await t.app.inject({
      url: `/api/v1/admin/audit?staffId=${support.userId}`,
      headers: bearer(admin.idToken),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.length).toBeGreaterThan(5);
    expect(
      page.json().data.every((entry: { staffEmail: string }) => entry.staffEmail === support.email),
    ).toBe(true);
    // By action: only the unlocks; an action the log does not know is refused, not answered empty.
    const unlocks = await t.app.inject({
      url: `/api/v1/admin/audit?staffId=${support.userId}&action=unlock`,
      headers: bearer(admin.idToken),
    });
    expect(unlocks.json().data.length).toBeGreaterThan(0);
    expect(unlocks.json().data.every((entry: { action: string }) => entry.action === 'unlock')).toBe(true);
    const unknown = await t.app.inject({
      url: '/api/v1/admin/audit?action=dropTable',
      headers: bearer(admin.idToken),
    });
    expect(unknown.statusCode).toBe(400);
    await expect(t.db.query("update staff_audit set reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const)
      expect(
        (await t.app.inject({ method, url: '/api/v1/admin/audit', headers: bearer(admin.idToken) }))
          .statusCode,
      ).toBe(404);
  });

  it('answers each entry with the client address and the customer address, found by address too', async () => {
    const admin = await staffSession(t, 'audit.reader@roland.com', ['admin']);
    const read = (query: string) =>
      t.app.inject({ url: `/api/v1/admin/audit?${query}`, headers: bearer(admin.idToken) });
    // Support reset two-step on other accounts too: the customer's address picks the first test's.
    const byId = await read(
      `staffId=${support.userId}&action=resetTwoStep&userEmail=act-two-step@example.com`,
    );
    expect(byId.json().data[0]).toMatchObject({
      staffEmail: support.email,
      userEmail: 'act-two-step@example.com',
      reason: 'Lost phone, identity checked by ticket 42',
      // app.inject's connection: the address the audit keeps is the one the budgets count (IPv4 as it is).
      clientAddress: '127.0.0.1',
    });
    // The staff member and the customer by the address their accounts have now, in any case.
    const byAddress = await read(
      'staffEmail=Actions.Support@roland.com&action=resetTwoStep&userEmail=act-two-step@example.com',
    );
    expect(byAddress.json()).toEqual(byId.json());
    const customer = await read('userEmail=ACT-TWO-STEP@example.com');
    expect(customer.json().data.length).toBeGreaterThan(0);
    expect(
      customer
        .json()
        .data.every((entry: { userEmail: string }) => entry.userEmail === 'act-two-step@example.com'),
    ).toBe(true);
    expect((await read('userEmail=nobody@example.com')).json()).toEqual({ data: [], next: null });
  });

  it('filters by days, both included, in the time zone asked for (UTC without one)', async () => {
    const admin = await staffSession(t, 'audit.days@roland.com', ['admin']);
    const read = (query: string) =>
      t.app.inject({
        url: `/api/v1/admin/audit?staffId=${admin.userId}&${query}`,
        headers: bearer(admin.idToken),
      });
    // Entries of three moments around 10 March 2026: in Tokyo (UTC+9) the first two fall on the 10th.
    for (const [at, action] of [
      ['2026-03-09T23:30:00Z', 'viewAccount'],
      ['2026-03-10T12:00:00Z', 'unlock'],
      ['2026-03-11T16:00:00Z', 'unlock'],
    ] as const)
      await t.db.query(
        `insert into staff_audit (create_date, staff_id, staff_email, role, action, reason, client_address)
         values ($1, $2, $3, 'support', $4, 'Dated for the test', '192.0.2.7')`,
        [at, admin.userId, admin.email, action],
      );
    const days = async (query: string) =>
      (await read(query))
        .json()
        .data.map((entry: { at: string; action: string }) => `${entry.at} ${entry.action}`);
    expect(await days('from=2026-03-10&to=2026-03-10')).toEqual(['2026-03-10T12:00:00.000Z unlock']);
    expect(await days('from=2026-03-10&to=2026-03-10&timeZone=Asia/Tokyo')).toEqual([
      '2026-03-10T12:00:00.000Z unlock',
      '2026-03-09T23:30:00.000Z viewAccount',
    ]);
    expect(await days('from=2026-03-10&timeZone=Asia/Tokyo&action=unlock')).toEqual([
      '2026-03-11T16:00:00.000Z unlock',
      '2026-03-10T12:00:00.000Z unlock',
    ]);
    expect(await days('to=2026-03-09')).toEqual(['2026-03-09T23:30:00.000Z viewAccount']);
    expect((await read('from=2026-03-10')).json().data[0].clientAddress).toBe('192.0.2.7');

    // A day the calendar lacks, an end before the start or an unknown zone: 400 naming the field, nothing else.
    const refused = async (query: string) => {
      const answer = await read(query);
      expect(answer.statusCode, query).toBe(400);
      return answer.json().fields;
    };
    for (const query of ['from=2026-02-30', 'from=10.03.2026', 'to=2026-3-1'])
      expect(await refused(query)).toEqual([
        expect.objectContaining({
          field: query.slice(0, query.indexOf('=')),
          code: 'auditDateInvalid',
          message: 'Enter a complete, valid date.',
        }),
      ]);
    expect(await refused('from=2026-03-11&to=2026-03-10')).toEqual([
      { field: 'to', code: 'auditDateOrder', message: 'The last day cannot be before the first day.' },
    ]);
    expect(await refused('from=2026-03-10&timeZone=Mars/Olympus')).toEqual([
      expect.objectContaining({ field: 'timeZone' }),
    ]);
  });

  it('pages newest first by time, whatever order the entries were written in', async () => {
    const admin = await staffSession(t, 'audit.pages@roland.com', ['admin']);
    // 52 entries an hour apart, written out of time order (37 is prime to 52, so each hour comes once).
    await t.db.query(
      `insert into staff_audit (create_date, staff_id, staff_email, role, action, reason, client_address)
       select '2026-04-01T00:00:00Z'::timestamptz + ((g * 37) % 52) * interval '1 hour', $1, $2, 'support',
         'unlock', 'Paged for the test', '192.0.2.8'
       from generate_series(1, 52) g`,
      [admin.userId, admin.email],
    );
    const read = async (cursor?: string) =>
      (
        await t.app.inject({
          url: `/api/v1/admin/audit?staffId=${admin.userId}&from=2026-04-01&to=2026-04-03${cursor ? `&cursor=${cursor}` : ''}`,
          headers: bearer(admin.idToken),
        })
      ).json() as { data: { at: string }[]; next: string | null };
    const first = await read();
    expect(first.data).toHaveLength(50);
    const second = await read(first.next!);
    expect(second.next).toBeNull();
    const times = [...first.data, ...second.data].map((entry) => entry.at);
    expect(times).toEqual(
      Array.from(
        { length: 52 },
        (_, hour) => new Date(Date.parse('2026-04-03T03:00:00Z') - hour * 3_600_000),
      ).map((at) => at.toISOString()),
    );
  });

  it('reads a date range through the time index from its newest entry, without sorting the range', async () => {
    // Without sorts the planner shows whether an index gives the range in this order.
    const filter = { from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Tokyo' };
    const plan = await planOf(t.db, (explain) => listAudit(explain, filter, 51), true);
    expect(plan).toMatch(/Index Scan Backward using staff_audit_time/);
    expect(plan).toMatch(/Index Cond: \(\(create_date >= /);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
