import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { activeUser, bearer, reauthHeader, signUp } from '../accounts-helpers';
import { staffSession } from '../staff-helpers';
import { SERVICE_REQUEST, sendRequest } from '../support-helpers';
import { createTestApp, type TestApp } from '../test-app';

// Findings 3 and 4: mails of a kind per recipient and per client address, and accountType per client address.
// Issue 28, finding 4: support forms mailed their confirmation to any address the form named.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let clients = 0;
const fromNewClient = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });
const post = (url: string, payload: object, headers: Record<string, string> = fromNewClient()) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const mails = async (to: string, subject: RegExp) =>
  (
    (await t.app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json().data as { subject: string }[]
  ).filter((mail) => subject.test(mail.subject)).length;
const LIMIT = {
  code: 'ATTEMPT_LIMIT_EXCEEDED',
  message: 'Attempt limit exceeded. Please try again later.',
  traceId: expect.any(String),
};

describe('mail flooding', () => {
  it('password reset: at most 5 mails an hour to an address, with the same neutral answer throughout', async () => {
    await activeUser(t, 'flood-reset@example.com');
    const answers = new Set<string>();
    for (let i = 0; i < 8; i++) {
      for (const email of ['flood-reset@example.com', 'flood-nobody@example.com']) {
        const res = await post('/api/v1/users/password', { email });
        answers.add(`${res.statusCode} ${res.body}`);
      }
    }
    expect([...answers]).toEqual(['200 {"status":"sent"}']);
    expect(await mails('flood-reset@example.com', /reset/i)).toBe(5);
  });

  it('password reset: at most 20 requests an hour from a client address, known or unknown alike', async () => {
    const client = { 'x-forwarded-for': '203.0.113.30' };
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/v1/users/password', { email: `flood-many-${i}@example.com` }, client);
      expect(res.statusCode).toBe(200);
    }
    await activeUser(t, 'flood-known@example.com');
    for (const email of ['flood-known@example.com', 'flood-unknown@example.com']) {
      const res = await post('/api/v1/users/password', { email }, client);
      expect(res.json()).toEqual(LIMIT);
    }
    expect(await mails('flood-known@example.com', /reset/i)).toBe(0);
    expect((await post('/api/v1/users/password', { email: 'flood-known@example.com' })).statusCode).toBe(200);
  });

  it('activation: the sign-up mail and resends share 5 mails an hour to an address', async () => {
    await signUp(t, 'flood-activation@example.com');
    const resend = () => post('/api/v1/confirmationCode/resend', { email: 'flood-activation@example.com' });
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    expect((await resend()).json()).toEqual(LIMIT);
    expect(await mails('flood-activation@example.com', /activate/i)).toBe(5);
  });

  it('activation: at most 20 resends an hour from a client address', async () => {
    const client = { 'x-forwarded-for': '203.0.113.31' };
    for (let i = 0; i < 20; i++)
      await post('/api/v1/confirmationCode/resend', { email: `ghost-${i}@example.com` }, client);
    await signUp(t, 'flood-activation-ip@example.com');
    const res = await post(
      '/api/v1/confirmationCode/resend',
      { email: 'flood-activation-ip@example.com' },
      client,
    );
    expect(res.json()).toEqual(LIMIT);
  });

  it('e-mail change: at most 5 codes to the new address and 5 notices to the owner an hour', async () => {
    const user = await activeUser(t, 'flood-owner@example.com');
    // Each request needs its own re-authentication proof: a proof serves one action (ADR 073).
    const ask = async () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${user.userId}`,
        payload: { email: 'flood-stranger@example.com', mailFormatType: 'html' },
        headers: { ...bearer(user.accessToken), ...fromNewClient(), ...(await reauthHeader(t, user)) },
      });
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).json()).toEqual(LIMIT);
    expect(await mails('flood-stranger@example.com', /.*/)).toBe(5);
    expect(await mails('flood-owner@example.com', /.*/)).toBe(6); // activation + 5 notices
  });
});

describe('support forms', () => {
  const PHISHING = 'Urgent: verify your account at https://evil.example/login';

  it('mail the confirmation only to the account; the form’s contact e-mail stays on the ticket for staff', async () => {
    const sender = await activeUser(t, 'form-sender@example.com');
    const staff = await staffSession(t, 'form-desk@roland.com', ['support']);
    const res = await sendRequest(t, sender.idToken, {
      ...SERVICE_REQUEST,
      email: 'form-stranger@example.com',
      name: PHISHING,
    });
    expect(res.statusCode).toBe(201);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/cloud/api/contact-us',
      headers: bearer(sender.idToken),
      payload: { contactName: PHISHING, email: 'form-stranger@example.com', subject: 'other', details: 'Hi' },
    });
    expect(contact.statusCode).toBe(201);
    expect(await mails('form-stranger@example.com', /.*/)).toBe(0);
    expect(await mails('form-sender@example.com', /we received your request/)).toBe(2);
    const ticket = await t.app.inject({
      url: `/api/v1/admin/desk/tickets/${res.json().id}`,
      headers: bearer(staff.idToken),
    });
    expect(ticket.json().requester).toEqual({ name: PHISHING, email: 'form-stranger@example.com' });

    // The staff answer goes to the account too.
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/desk/tickets/${res.json().id}/replies`,
      payload: { body: 'We are on it.' },
      headers: bearer(staff.idToken),
    });
    expect(await mails('form-stranger@example.com', /.*/)).toBe(0);
    expect(await mails('form-sender@example.com', /an answer to your request/)).toBe(1);
  });

  it('hold their confirmations to the recipient budget: the tickets are kept, the 21st mail is not sent', async () => {
    const sender = await activeUser(t, 'form-many@example.com');
    for (let i = 0; i < 22; i++) {
      const res = await sendRequest(t, sender.idToken, { ...SERVICE_REQUEST, question: `Question ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const mine = await t.app.inject({ url: '/api/v1/zendesk/requests', headers: bearer(sender.idToken) });
    expect(mine.json().data).toHaveLength(22);
    expect(await mails('form-many@example.com', /we received your request/)).toBe(20);
  });
});

describe('accountType lookups', () => {
  it('answers 30 lookups per 10 minutes from a client address, then "Attempt limit exceeded"', async () => {
    const client = { 'x-forwarded-for': '203.0.113.40' };
    for (let i = 0; i < 30; i++) {
      const res = await post('/api/v1/accountType', { email: `lookup-${i}@example.com` }, client);
      expect(res.json()).toEqual({ accountType: 'available' });
    }
    expect((await post('/api/v1/accountType', { email: 'lookup@example.com' }, client)).json()).toEqual(
      LIMIT,
    );
    expect((await post('/api/v1/accountType', { email: 'lookup@example.com' })).statusCode).toBe(200);
  });
});

describe('CLIENT_ADDRESS_LIMITS=off (a test rig where every user comes from one address)', () => {
  let rig: TestApp;
  beforeAll(async () => {
    rig = await createTestApp({ CLIENT_ADDRESS_LIMITS: 'off' });
  });
  afterAll(() => rig.close());
  const fromRig = (url: string, payload: object) =>
    rig.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': '203.0.113.90' } });

  it('lifts the per-address budgets but keeps the per-recipient one', async () => {
    for (let i = 0; i < 31; i++) {
      expect((await fromRig('/api/v1/accountType', { email: `rig-${i}@example.com` })).statusCode).toBe(200);
    }
    for (let i = 0; i < 21; i++) {
      expect((await fromRig('/api/v1/users/password', { email: `rig-${i}@example.com` })).statusCode).toBe(
        200,
      );
    }
    await activeUser(rig, 'rig-owner@example.com');
    for (let i = 0; i < 6; i++) await fromRig('/api/v1/users/password', { email: 'rig-owner@example.com' });
    const inbox = await rig.app.inject('/api/dev/mailbox?to=rig-owner%40example.com');
    const resets = (inbox.json().data as { subject: string }[]).filter((mail) => /reset/i.test(mail.subject));
    expect(resets).toHaveLength(5);
  });

  it('cannot be off in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLIENT_ADDRESS_LIMITS: 'off' })).toThrow(
      /CLIENT_ADDRESS_LIMITS/,
    );
  });
});
