import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail } from '../../../test/accounts-helpers';
import { withoutTraceId } from '../../../test/error-body';
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
    url: `/api/v1/zendesk/desk/tickets/${id}/replies`,
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

describe('the help desk (docs/product.md#staff-access)', () => {
  it('lets maker-domain staff list and answer tickets; the requester gets the answer by mail', async () => {
    const user = await activeUser(t, 'desk-requester@example.com');
    const staff = await activeUser(t, 'desk-agent@roland.com', { firstName: 'Kenji', lastName: 'Mori' });
    const id = (
      await sendRequest(t, user.idToken, { ...SERVICE_REQUEST, email: 'desk-requester@example.com' })
    ).json().id;
    const queue = (await get(t, staff.idToken, '/api/v1/zendesk/desk/tickets?status=new')).json().data;
    expect(queue.find((ticket: { id: number }) => ticket.id === id)).toMatchObject({
      requester: { name: 'Aiko Tanaka', email: 'desk-requester@example.com' },
    });
    const text = 'Please hold the damper pedal while switching on: this recalibrates the keys.';
    const opened = await get(t, staff.idToken, `/api/v1/zendesk/desk/tickets/${id}`);
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
    const staff = await activeUser(t, 'desk-agent-2@roland.com');
    const id = (await sendRequest(t, user.idToken, SERVICE_REQUEST)).json().id;
    const before = await storedTickets(t);
    const list = await get(t, user.idToken, '/api/v1/zendesk/desk/tickets');
    expect(list.statusCode).toBe(403);
    expect(list.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT', message: 'Not Roland Account' });
    const opened = await get(t, user.idToken, `/api/v1/zendesk/desk/tickets/${id}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ code: 'NOT_ROLAND_ACCOUNT' });
    expect((await get(t, staff.idToken, '/api/v1/zendesk/desk/tickets/2147483000')).statusCode).toBe(404);
    expect((await get(t, staff.idToken, '/api/v1/zendesk/desk/tickets/abc')).statusCode).toBe(400);
    expect((await answer(user.idToken, id, { body: 'Solved, trust me.' })).statusCode).toBe(403);
    const empty = await answer(staff.idToken, id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([
      expect.objectContaining({ field: 'body', message: 'Comment is required' }),
    ]);
    expect((await answer(staff.idToken, 2147483000, { body: 'Hello' })).statusCode).toBe(404);
    expect(await storedTickets(t)).toEqual(before);
  });
});
