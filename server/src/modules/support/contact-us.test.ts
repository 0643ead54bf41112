import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser } from '../../../test/accounts-helpers';
import { sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CONTACT = {
  form: 'contact_us',
  brand: 'RVS',
  contactName: 'Kenji Sato',
  email: 'kenji@example.com',
  subject: 'Invoice for my membership',
  details: 'Please send me an invoice with my company name.',
};

describe('contact us (docs/product.md#contact-us)', () => {
  it('becomes a question ticket from the contact name, with every field in its text', async () => {
    const u = await activeUser(t, 'contact-us@example.com');
    const response = await sendRequest(t, u.idToken, CONTACT);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ subject: 'Invoice for my membership', replyWithinHours: 48 });
    const ticket = (await storedTickets(t)).tickets.at(-1)!;
    expect(ticket).toMatchObject({
      form: 'contact_us',
      type: 'question',
      requester_name: 'Kenji Sato',
      requester_email: 'kenji@example.com',
    });
    // In the form's order (docs/product.md#tickets).
    expect(ticket.body).toBe(
      'Contact name: Kenji Sato\nEmail: kenji@example.com\nDetails: Please send me an invoice with my company name.',
    );
  });

  it('requires all four fields with the spec’s messages and stores nothing', async () => {
    const u = await activeUser(t, 'contact-us-empty@example.com');
    const before = await storedTickets(t);
    const response = await sendRequest(t, u.idToken, {
      ...CONTACT,
      contactName: ' ',
      email: '',
      subject: '',
      details: '',
    });
    expect(response.statusCode).toBe(400);
    const messages = Object.fromEntries(
      response.json().fields.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(messages).toMatchObject({
      contactName: 'Contact Name is required',
      subject: 'Subject is required',
      details: 'Details is required',
    });
    expect(messages.email).toMatch(/Email is required|Invalid email/);
    expect(await storedTickets(t)).toEqual(before);
  });
});
