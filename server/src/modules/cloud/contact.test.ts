import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer, lastMail } from '../../../test/accounts-helpers';
import { get, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTACT = {
  contactName: 'Aiko Tanaka',
  email: 'aiko.cloud@example.com',
  subject: 'billing issue',
  details: 'My renewal was charged twice this month.',
};
const contact = (payload: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/cloud/api/contact-us',
    payload,
    headers: token ? bearer(token) : {},
  });

const fieldsOf = (response: { json(): { fields: { field: string; message: string }[] } }) =>
  Object.fromEntries(response.json().fields.map((f) => [f.field, f.message]));

describe('POST /cloud/api/contact-us (docs/product.md#cloud-contact)', () => {
  it('files the message as a help-desk ticket of the member, mails the confirmation and lists it in my requests', async () => {
    const u = await activeUser(t, 'cloud-contact@example.com', { country: 'United States' });
    const response = await contact(CONTACT, u.idToken);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: 'new',
      subject: 'Roland Cloud: Billing issue',
      replyWithinHours: 48,
    });
    const [ticket] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(ticket).toMatchObject({
      id: created.id,
      form: 'email_support',
      brand: 'RVS',
      productName: 'Roland Cloud',
      subject: 'Roland Cloud: Billing issue',
    });
    expect(ticket.body).toContain('Question: My renewal was charged twice this month.');
    expect(ticket.body).toContain('Name: Aiko Tanaka');
    // The confirmation goes to the account; the form's e-mail is a field of the ticket (issue 28.4).
    expect(ticket.body).toContain('Email: aiko.cloud@example.com');
    const mail = await lastMail(t, 'cloud-contact@example.com');
    expect(mail.subject).toContain(`#${created.id}`);
    expect(await lastMail(t, 'aiko.cloud@example.com')).toBeUndefined();
  });

  it('names each contact subject in the ticket subject', async () => {
    const u = await activeUser(t, 'cloud-contact-subjects@example.com');
    const subjects = {
      'request new instrument': 'Roland Cloud: Request a new instrument',
      'found bug': 'Roland Cloud: Found a bug',
      'specific issue': 'Roland Cloud: Specific issue',
      other: 'Roland Cloud: Other',
    };
    for (const [subject, title] of Object.entries(subjects))
      expect((await contact({ ...CONTACT, subject }, u.idToken)).json().subject).toBe(title);
  });

  it('refuses missing fields and an unknown subject with the spec texts and stores nothing', async () => {
    const u = await activeUser(t, 'cloud-contact-bad@example.com');
    const before = await storedTickets(t);
    const empty = await contact({ contactName: ' ', email: '', subject: '', details: '' }, u.idToken);
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toEqual({
      contactName: 'Contact Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      details: 'Details is required',
    });
    const unknown = await contact({ ...CONTACT, subject: 'refund please' }, u.idToken);
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual({ subject: 'Subject is required' });
    const badMail = await contact({ ...CONTACT, email: 'not-an-address' }, u.idToken);
    expect(badMail.statusCode).toBe(400);
    expect(await storedTickets(t)).toEqual(before);
  });

  it('needs a signed-in member', async () => {
    const before = await storedTickets(t);
    expect((await contact(CONTACT)).statusCode).toBe(401);
    expect(await storedTickets(t)).toEqual(before);
  });
});
