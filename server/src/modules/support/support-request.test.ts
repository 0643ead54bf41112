import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, lastMail } from '../../../test/accounts-helpers';
import { get, PARTS_ORDER, SERVICE_REQUEST, sendRequest } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST zendesk/request/ (docs/product.md#tickets)', () => {
  it('stores a service request as a ticket, answers 201 with its number and mails the reply-time promise', async () => {
    const u = await activeUser(t, 'support-sr@example.com', { country: 'United States' });
    const response = await sendRequest(t, u.idToken, { ...SERVICE_REQUEST, email: 'support-sr@example.com' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      status: 'new',
      subject: 'Service request: FP-30X',
      replyWithinHours: 48,
    });
    const mail = await lastMail(t, 'support-sr@example.com');
    expect(mail.subject).toBe(`Roland Support: we received your request #${created.id}`);
    expect(mail.text).toContain('48 working hours (Monday to Thursday 9:00–17:00, Friday 9:00–16:30)');
    const [ticket] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(ticket).toMatchObject({
      id: created.id,
      type: 'service_request',
      form: 'service_request',
      brand: 'ROLAND',
      productName: 'FP-30X',
      country: 'United States',
      tags: ['roland', 'service_request', 'backstage'],
      replies: [],
    });
    expect(ticket.body).toBe(
      [
        'Product: FP-30X',
        'Serial number: Z1234567',
        'Purchase date: 2024-03-15',
        'Purchase method: In a store',
        'Dealer: Sweetwater',
        'Name: Aiko Tanaka',
        'Email: support-sr@example.com',
        'Phone: +1 555 010 2030',
        'Question: Key C4 sticks after an hour of playing.',
        'Address:\n1 Main Street\nLos Angeles\nCA\n90210',
        'Agreed to the terms of use and privacy policy',
      ].join('\n'),
    );
  });

  it('writes the address postal code first for Japan, and optional lines only when given', async () => {
    const u = await activeUser(t, 'support-jp@example.com', { country: 'Japan' });
    const payload = {
      ...SERVICE_REQUEST,
      postalCode: '430-8665',
      stateProvince: 'Shizuoka',
      city: 'Hamamatsu',
      addressLine1: '2036-1 Nakagawa',
      addressLine2: '',
      addressLine3: 'Kita-ku',
      phone: '053 523 0200',
    };
    expect((await sendRequest(t, u.idToken, payload)).statusCode).toBe(201);
    const [ticket] = (await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data;
    expect(ticket.body).toContain('Address:\n430-8665\nShizuoka\nHamamatsu\n2036-1 Nakagawa\nKita-ku');
    expect(ticket.body).not.toContain('Address 2');
    expect(ticket.country).toBe('Japan');
  });

  it('leaves optional fields out of the text and names the other product', async () => {
    const u = await activeUser(t, 'support-opt@example.com');
    const payload = {
      form: 'product_support',
      brand: 'BOSS',
      subject: 'Tuner display',
      product: 'Other',
      otherProductName: 'TU-3 Chromatic Tuner',
      serialCode: '',
      question: 'The display stays dark.',
      name: 'Aiko Tanaka',
      email: 'support-opt@example.com',
    };
    const created = (await sendRequest(t, u.idToken, payload)).json();
    expect(created.subject).toBe('Tuner display');
    const ticket = (await get(t, u.idToken, `/api/v1/zendesk/requests/${created.id}`)).json();
    expect(ticket.body).toBe(
      [
        'Product: Other',
        'Product name: TU-3 Chromatic Tuner',
        'Question: The display stays dark.',
        'Name: Aiko Tanaka',
        'Email: support-opt@example.com',
      ].join('\n'),
    );
    expect(ticket.productName).toBe('TU-3 Chromatic Tuner');
    expect(ticket.type).toBe('question');
  });

  it('normalises tags: trimmed, lower case, whitespace runs to underscores', async () => {
    const u = await activeUser(t, 'support-tags@example.com');
    const payload = {
      form: 'dw_brands_product_support',
      brand: 'LPMUSIC',
      subject: 'Conga head',
      productBrand: '  Latin   Percussion ',
      productId: 'LP522X',
      question: 'Which replacement head fits?',
      name: 'Sam Rivera',
      email: 'support-tags@example.com',
    };
    const created = (await sendRequest(t, u.idToken, payload)).json();
    const ticket = (await get(t, u.idToken, `/api/v1/zendesk/requests/${created.id}`)).json();
    expect(ticket.tags).toEqual([
      'lpmusic',
      'dw_brands_product_support',
      'question',
      'backstage',
      'latin_percussion',
    ]);
  });

  it('promises a 72-hour acknowledgement for a parts order', async () => {
    const u = await activeUser(t, 'support-parts@example.com');
    const payload = { ...PARTS_ORDER, email: 'support-parts@example.com' };
    const response = await sendRequest(t, u.idToken, payload);
    expect(response.json().replyWithinHours).toBe(72);
    expect((await lastMail(t, 'support-parts@example.com')).text).toContain(
      'We acknowledge parts orders within 72 hours.',
    );
  });

  it('mails the confirmation in the user’s language', async () => {
    const u = await activeUser(t, 'support-ja@example.com', {
      cultureCode: 'ja-JP',
      phoneticFirstName: 'アイコ',
      phoneticLastName: 'タナカ',
    });
    await sendRequest(t, u.idToken, { ...SERVICE_REQUEST, email: 'support-ja@example.com' });
    expect((await lastMail(t, 'support-ja@example.com')).text).toContain('48 営業時間以内');
  });
});
