import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { get, SERVICE_REQUEST, sendRequest, storedTickets } from '../../../test/support-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';

// A local fake of Zendesk's Requests API: records what it is sent, answers like Zendesk (or fails on demand).
const received: { auth?: string; body: { request: Record<string, unknown> } }[] = [];
let failNext = false;
let fake: Server;
let t: TestApp;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  fake = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request));
    if (request.method !== 'POST' || request.url !== '/api/v2/requests.json' || failNext) {
      failNext = false;
      response.writeHead(500).end('{"error":"RecordInvalid"}');
      return;
    }
    received.push({ auth: request.headers.authorization, body });
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({ request: { id: 35436 + received.length, status: 'new', ...body.request } }),
    );
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    ZENDESK_SUBDOMAIN: 'roland',
    ZENDESK_EMAIL: 'agent@roland.com',
    ZENDESK_TOKEN: 'zendesk-api-token',
    ZENDESK_API_URL: `http://127.0.0.1:${port}`,
    ZENDESK_FIELD_PRODUCT_NAME: '360011111111',
    ZENDESK_FIELD_REQUEST_TYPE: '360022222222',
    ZENDESK_FIELD_COUNTRY: '360033333333',
    ZENDESK_BRAND_IDS: 'ROLAND=360000000001, DW=360000000005',
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

describe('the Zendesk adapter (docs/product.md#tickets)', () => {
  it('sends the ticket to Zendesk’s Requests API with the API token and keeps a copy with Zendesk’s id', async () => {
    const u = await activeUser(t, 'zendesk-user@example.com', { country: 'United States' });
    const response = await sendRequest(t, u.idToken, {
      ...SERVICE_REQUEST,
      email: 'zendesk-user@example.com',
    });
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.auth).toBe(
      `Basic ${Buffer.from('agent@roland.com/token:zendesk-api-token').toString('base64')}`,
    );
    expect(call!.body.request).toMatchObject({
      requester: { name: 'Aiko Tanaka', email: 'zendesk-user@example.com' },
      subject: 'Service request: FP-30X',
      type: 'task',
      tags: ['roland', 'service_request', 'backstage'],
      custom_fields: [
        { id: 360011111111, value: 'FP-30X' },
        { id: 360022222222, value: 'service_request' },
        { id: 360033333333, value: 'United States' },
      ],
      brand_id: 360000000001,
    });
    expect((call!.body.request.comment as { body: string }).body).toContain(
      'Address:\n1 Main Street\nLos Angeles\nCA\n90210',
    );
    const { tickets } = await storedTickets(t);
    expect(Number(tickets.at(-1)!.zendesk_id)).toBe(35437);
    expect((await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data).toHaveLength(1);
    // Zendesk mails the requester itself: the portal's outbox stays quiet.
    const mails = (
      await t.db.query(
        "select * from mail_outbox where recipient = 'zendesk-user@example.com' and subject like '%Support%'",
      )
    ).rows;
    expect(mails).toEqual([]);
  });

  it('fills the country field from the geo lookup of the client address when the profile has none', async () => {
    const u = await activeUser(t, 'zendesk-geo@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/zendesk/request/',
      payload: SERVICE_REQUEST,
      headers: { ...bearer(u.idToken), 'x-forwarded-for': '201.199.0.1' },
    });
    expect(response.statusCode).toBe(201);
    expect(received.at(-1)!.body.request.custom_fields).toContainEqual({
      id: 360033333333,
      value: 'Costa Rica',
    });
    expect((await get(t, u.idToken, '/api/v1/zendesk/requests')).json().data[0].country).toBe('Costa Rica');
  });

  it('leaves out the brand id of a brand without one (the account’s default brand)', async () => {
    const u = await activeUser(t, 'zendesk-boss@example.com');
    const response = await sendRequest(t, u.idToken, { ...SERVICE_REQUEST, brand: 'BOSS' });
    expect(response.statusCode).toBe(201);
    expect(received.at(-1)!.body.request).not.toHaveProperty('brand_id');
    expect(received.at(-1)!.body.request.tags).toContain('boss');
  });

  it('answers 503 and stores nothing when Zendesk fails', async () => {
    const u = await activeUser(t, 'zendesk-down@example.com');
    const before = await storedTickets(t);
    failNext = true;
    const response = await sendRequest(t, u.idToken, SERVICE_REQUEST);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'SERVICE_NOT_AVAILABLE',
      message: 'This service is not available.',
    });
    expect(await storedTickets(t)).toEqual(before);
  });
});

describe('the Zendesk settings (docs/product.md#tickets)', () => {
  it('reads field ids and brand ids from the configuration and refuses malformed ones', () => {
    const config = loadConfig({ ZENDESK_FIELD_COUNTRY: '42', ZENDESK_BRAND_IDS: 'PDP=7' });
    expect(config.ZENDESK_FIELD_COUNTRY).toBe(42);
    expect(config.ZENDESK_FIELD_PRODUCT_NAME).toBeUndefined();
    expect(config.ZENDESK_BRAND_IDS).toEqual({ PDP: 7 });
    expect(loadConfig({}).ZENDESK_BRAND_IDS).toEqual({});
    expect(() => loadConfig({ ZENDESK_FIELD_COUNTRY: 'country' })).toThrow(/ZENDESK_FIELD_COUNTRY/);
    expect(() => loadConfig({ ZENDESK_BRAND_IDS: 'YAMAHA=1' })).toThrow(/ZENDESK_BRAND_IDS/);
    expect(() => loadConfig({ ZENDESK_BRAND_IDS: 'ROLAND=abc' })).toThrow(/ZENDESK_BRAND_IDS/);
  });
});
