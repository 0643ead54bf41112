import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
import { staffSession, storeRoles } from '../../../test/staff-helpers';
import { get, SERVICE_REQUEST, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/desk/tickets/${id}/replies`,
    payload,
    headers: bearer(token),
  });

describe('my requests (docs/product.md#support-calls)', () => {
  it('lists only the caller’s tickets; another user’s ticket answers 404 like a missing one', async () => {
    const a = await activeUser(t, 'requests-a@example.com');
    const b = await activeUser(t, 'requests-b@example.com');
    const mine = (await sendRequest(t, a.idToken, SERVICE_REQUEST)).json().id;
    const theirs = (await sendRequest(t, b.idToken, { ...SERVICE_REQUEST, product: 'RD-88' })).json().id;
    const list = (await get(t, a.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(list.map((ticket: { id: number }) => ticket.id)).toEqual([mine]);
    const foreign = await get(t, a.idToken, `/api/v1/zendesk/requests/${theirs}`);
    const missing = await get(t, a.idToken, '/api/v1/zendesk/requests/2147483000');
    expect(foreign.statusCode).toBe(404);
    expect(withoutTraceId(foreign)).toEqual(withoutTraceId(missing));
    expect((await get(t, a.idToken, '/api/v1/zendesk/requests/abc')).statusCode).toBe(400);
  });
});

describe('the help desk (docs/product.md#staff-console, the support role)', () => {
  it('lets a support member list and answer tickets; the requester gets the answer by mail', async () => {
    const user = await activeUser(t, 'desk-requester@example.com');
    const staff = await staffSession(t, 'desk-agent@roland.com', ['support']);
    await t.db.query(`update users set first_name = 'Kenji', last_name = 'Mori' where id = $1`, [
      staff.userId,
    ]);
    const id = (
      await sendRequest(t, user.idToken, { ...SERVICE_REQUEST, email: 'desk-requester@example.com' })
    ).json().id;
    const queue = (await get(t, staff.idToken, '/api/v1/admin/desk/tickets?status=new')).json().data;
    expect(queue.find((ticket: { id: number }) => ticket.id === id)).toMatchObject({
      requester: { name: 'Aiko Tanaka', email: 'desk-requester@example.com' },
    });
    const text = 'Please hold the damper pedal while switching on: this recalibrates the keys.';
    const opened = await get(t, staff.idToken, `/api/v1/admin/desk/tickets/${id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      id,
      status: 'new',
      body: expect.stringContaining('Question: Key C4 sticks after an hour of playing.'),
      requester: { name: 'Aiko Tanaka', email: 'desk-requester@example.com' },
      replies: [],
    });
    const answered = await answer(staff.idToken, id, { body: text });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ status: 'pending' });
    const audited = await t.db.query<{ action: string; staffEmail: string; role: string; detail: string }>(
      `select action, staff_email as "staffEmail", role, detail from staff_audit where action = 'answerTicket'`,
    );
    expect(audited.rows).toEqual([
      {
        action: 'answerTicket',
        staffEmail: 'desk-agent@roland.com',
        role: 'support',
        detail: `ticket #${id}`,
      },
    ]);
    const mail = await lastMail(t, 'desk-requester@example.com');
    expect(mail.subject).toBe(`Roland Support: an answer to your request #${id}`);
    expect(mail.text).toContain(text);
    const seen = (await get(t, user.idToken, `/api/v1/zendesk/requests/${id}`)).json();
    expect(seen.status).toBe('pending');
    expect(seen.replies).toEqual([
      expect.objectContaining({ fromStaff: true, authorName: 'Kenji Mori', body: text }),
    ]);
  });

  it('refuses the desk to other users, and an empty answer, changing nothing', async () => {
    const user = await activeUser(t, 'desk-outsider@example.com');
    const staff = await staffSession(t, 'desk-agent-2@roland.com', ['support']);
    const id = (await sendRequest(t, user.idToken, SERVICE_REQUEST)).json().id;
    const before = await storedTickets(t);
    const list = await get(t, user.idToken, '/api/v1/admin/desk/tickets');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT', message: 'Not Roland Account' });
    const opened = await get(t, user.idToken, `/api/v1/admin/desk/tickets/${id}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT' });
    expect((await get(t, staff.idToken, '/api/v1/admin/desk/tickets/2147483000')).statusCode).toBe(404);
    expect((await get(t, staff.idToken, '/api/v1/admin/desk/tickets/abc')).statusCode).toBe(400);
    expect((await answer(user.idToken, id, { body: 'Solved, trust me.' })).statusCode).toBe(403);
    const empty = await answer(staff.idToken, id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      expect.objectContaining({ field: 'body', message: 'Comment is required' }),
    ]);
    expect((await answer(staff.idToken, 2147483000, { body: 'Hello' })).statusCode).toBe(404);
    expect(await storedTickets(t)).toEqual(before);
  });

  it('refuses every staff member without the support role, off the staff domain or without a second factor', async () => {
    const user = await activeUser(t, 'desk-asker@example.com');
    const id = (await sendRequest(t, user.idToken, SERVICE_REQUEST)).json().id;
    const before = await storedTickets(t);
    // Each caller gets the same refusal for a ticket that exists and one that does not: the door comes first.
    const refusals = async (token: string) =>
      Promise.all([
        get(t, token, '/api/v1/admin/desk/tickets'),
        get(t, token, `/api/v1/admin/desk/tickets/${id}`),
        get(t, token, '/api/v1/admin/desk/tickets/2147483000'),
        answer(token, id, { body: 'Solved, trust me.' }),
      ]);
    const expectRefused = async (token: string, code: string) => {
      for (const refused of await refusals(token)) {
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe(code);
      }
    };
    // A staff-domain account with another role, or none.
    const content = await staffSession(t, 'desk.content@roland.com', ['content'], ['de-DE']);
    await expectRefused(content.idToken, 'STAFF_ROLE_REQUIRED');
    const admin = await staffSession(t, 'desk.admin@roland.com', ['admin']);
    await expectRefused(admin.idToken, 'STAFF_ROLE_REQUIRED');
    const plain = await staffSession(t, 'desk.plain@roland.com', []);
    await expectRefused(plain.idToken, 'STAFF_ROLE_REQUIRED');
    // The support role stored for an address off the staff domain grants nothing (the spec's rule).
    const outsider = await staffSession(t, 'desk-outsider@roland.com.example.net', ['support']);
    await expectRefused(outsider.idToken, 'NOT_ROLAND_ACCOUNT');
    // The support role in a session that did not pass two-step sign-in or a passkey.
    const passwordOnly = await activeUser(t, 'desk.password-only@roland.com');
    await storeRoles(t, passwordOnly.userId, ['support']);
    await expectRefused(passwordOnly.idToken, 'STAFF_SECOND_FACTOR_REQUIRED');
    expect(await storedTickets(t)).toEqual(before);
  });

  it('is served under admin/desk only, each call documented with its answer', async () => {
    const staff = await staffSession(t, 'desk-agent-3@roland.com', ['support']);
    for (const url of ['/api/v1/zendesk/desk/tickets', '/api/v1/zendesk/desk/tickets/1'])
      expect((await get(t, staff.idToken, url)).statusCode, url).toBe(404);
    const { paths } = (await t.app.inject('/api/docs/json')).json() as {
      paths: Record<
        string,
        Record<string, { tags: string[]; responses: Record<string, { content?: object }> }>
      >;
    };
    expect(Object.keys(paths).filter((path) => path.includes('/desk/'))).toEqual([
      '/api/v1/admin/desk/tickets',
      '/api/v1/admin/desk/tickets/{ticketId}',
      '/api/v1/admin/desk/tickets/{ticketId}/replies',
    ]);
    for (const [path, method, status] of [
      ['/api/v1/admin/desk/tickets', 'get', '200'],
      ['/api/v1/admin/desk/tickets/{ticketId}', 'get', '200'],
      ['/api/v1/admin/desk/tickets/{ticketId}/replies', 'post', '201'],
    ] as const) {
      const operation = paths[path]![method]!;
      expect(operation.tags, path).toEqual(['staff console']);
      expect(operation.responses[status]?.content, path).toHaveProperty(['application/json', 'schema']);
    }
  });
});
