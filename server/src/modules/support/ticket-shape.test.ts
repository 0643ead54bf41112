import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, lastMail } from '../../../test/accounts-helpers';
import { get, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The spec's ticket (docs/product.md#support-calls), as one of the maker's apps sends it.
const TICKET = {
  type: 'question',
  brand: 'BOSS',
  subject: 'Tuner drifts',
  body: 'The TU-3 drifts a few cents after an hour.',
  tags: ['  BOSS App ', 'Tuner', 'tuner', 'Firmware\tUpdate'],
  customFields: { productName: 'TU-3', requestType: 'App question' },
};

const fieldsOf = (response: { json: () => { fields: { field: string; message: string }[] } }) =>
  Object.fromEntries(response.json().fields.map((f) => [f.field, f.message]));

describe('POST zendesk/request/ in the spec’s ticket shape (docs/product.md#support-calls)', () => {
  it('stores the ticket as sent, tags normalised, the requester from the token, and mails the promise', async () => {
    const u = await activeUser(t, 'ticket-shape@example.com', { country: 'Canada' });
    const response = await sendRequest(t, u.idToken, {
      ...TICKET,
      // A requester in the body is not who asks: the token says who does.
      requester: { name: 'Someone Else', email: 'someone@example.com' },
      email: 'someone@example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'new', subject: 'Tuner drifts', replyWithinHours: 48 });
    const [ticket] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(ticket).toMatchObject({
      form: 'ticket',
      type: 'question',
      brand: 'BOSS',
      subject: 'Tuner drifts',
      body: 'The TU-3 drifts a few cents after an hour.',
      tags: ['boss_app', 'tuner', 'firmware_update'],
      productName: 'TU-3',
      country: 'Canada',
    });
    const row = (await t.db.query('select * from support_tickets where id = $1', [ticket.id])).rows[0];
    expect(row).toMatchObject({
      requester_name: 'Aiko Tanaka',
      requester_email: 'ticket-shape@example.com',
      request_type: 'App question',
    });
    expect((await lastMail(t, 'ticket-shape@example.com')).subject).toBe(
      `BOSS Support: we received your request #${ticket.id}`,
    );
    expect((await t.app.inject('/api/dev/mailbox?to=someone%40example.com')).json().data).toEqual([]);
  });

  it('keeps a country given as a custom field, and a service request needs no tags', async () => {
    const u = await activeUser(t, 'ticket-country@example.com', { country: 'Canada' });
    const payload = { type: 'service_request', brand: 'ROLAND', subject: 'Repair', body: 'Broken key.' };
    const sent = await sendRequest(t, u.idToken, { ...payload, customFields: { country: 'Japan' } });
    expect(sent.statusCode).toBe(201);
    const [ticket] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(ticket).toMatchObject({ type: 'service_request', country: 'Japan', tags: [], productName: '' });
  });

  it('refuses a bad ticket with the field and its message, and stores nothing', async () => {
    const u = await activeUser(t, 'ticket-bad@example.com');
    const before = await storedTickets(t);
    const send = (payload: object) => sendRequest(t, u.idToken, payload);
    expect(fieldsOf(await send({ ...TICKET, type: 'complaint' }))).toEqual({ type: 'Invalid option' });
    expect(fieldsOf(await send({ ...TICKET, subject: ' ', body: '' }))).toEqual({
      subject: 'Subject is required',
      body: 'Comment is required',
    });
    expect(fieldsOf(await send({ ...TICKET, tags: ['ok', ' '] }))).toEqual({
      'tags.1': 'This field is required',
    });
    expect((await send({ ...TICKET, tags: 'a,b' })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 21 }, (_, i) => `t${i}`);
    expect((await send({ ...TICKET, tags: tooMany })).statusCode).toBe(400);
    expect((await send({ ...TICKET, brand: 'NOPE' })).statusCode).toBe(400);
    expect((await send({ ...TICKET, customFields: { country: 7 } })).statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(400);
    expect(await storedTickets(t)).toEqual(before);
  });
});
