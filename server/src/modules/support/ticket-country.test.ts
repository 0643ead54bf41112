import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { get, SERVICE_REQUEST } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The test app trusts X-Forwarded-For (TRUST_PROXY), as a deployment behind its balancer does.
const from = (token: string, address?: string) => ({
  ...bearer(token),
  ...(address && { 'x-forwarded-for': address }),
});
const supportForm = (token: string, address?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/zendesk/request/',
    payload: SERVICE_REQUEST,
    headers: from(token, address),
  });
const cloudContact = (token: string, address?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/cloud/api/contact-us',
    payload: { contactName: 'Aiko', email: 'aiko@example.com', subject: 'other', details: 'Hello.' },
    headers: from(token, address),
  });
const latestCountry = async (token: string) =>
  (await get(t, token, '/api/v1/zendesk/requests')).json().data[0].country;

describe('the ticket’s country on the built-in desk (docs/product.md#regions, #tickets)', () => {
  it('is the geo lookup’s country of the client address when the profile has none', async () => {
    const u = await activeUser(t, 'country-geo@example.com');
    expect((await supportForm(u.idToken, '8.8.8.8')).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('United States');
    expect((await supportForm(u.idToken, '201.199.0.1')).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('Costa Rica');
  });

  it('is the profile’s country when it has one, wherever the request comes from', async () => {
    const u = await activeUser(t, 'country-profile@example.com', { country: 'Jamaica' });
    expect((await supportForm(u.idToken, '8.8.8.8')).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('Jamaica');
  });

  it('is the empty string when neither the profile nor the address tells', async () => {
    const u = await activeUser(t, 'country-none@example.com');
    expect((await supportForm(u.idToken)).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('');
    expect((await supportForm(u.idToken, '192.168.1.20')).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('');
  });

  it('holds for the Roland Cloud contact form too', async () => {
    const u = await activeUser(t, 'country-cloud@example.com');
    expect((await cloudContact(u.idToken, '8.8.8.8')).statusCode).toBe(201);
    expect(await latestCountry(u.idToken)).toBe('United States');
  });
});
