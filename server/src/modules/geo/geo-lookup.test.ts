import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countryByName } from '@backstage/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { geoLookupFromConfig, maxmindGeoLookup } from './geo-lookup';
import { EMPTY_COUNTRY, lookupCountry } from './geo-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const country = (iso_code: string, en: string) => ({ country: { iso_code, names: { en } } });
const silentLog = { warn: () => {} } as unknown as FastifyBaseLogger;

describe('GET /api/services/geoip, bundled database', () => {
  const geoip = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/services/geoip', remoteAddress, headers });

  it('answers the country of the caller with domain’s English name', async () => {
    const china = await geoip('1.0.1.1');
    expect(china.statusCode).toBe(200);
    expect(china.json()).toEqual(country('CN', 'China'));
    expect(china.headers['cache-control']).toBe('private, no-store');
    expect((await geoip('8.8.8.8')).json()).toEqual(country('US', 'United States'));
    // The web matches the name against domain's country list.
    expect(countryByName((await geoip('8.8.8.8')).json().country.names.en)?.code).toBe('US');
  });

  it('reads the client address from X-Forwarded-For (trustProxy)', async () => {
    expect((await geoip('127.0.0.1', { 'x-forwarded-for': '8.8.8.8' })).json()).toEqual(
      country('US', 'United States'),
    );
    expect((await geoip('127.0.0.1', { 'x-forwarded-for': '1.0.1.1, 10.0.0.7' })).json()).toEqual(
      country('CN', 'China'),
    );
  });

  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names (default: none)', async () => {
    for (const [TRUST_PROXY, expected] of [
      ['false', EMPTY_COUNTRY],
      ['10.0.0.0/8', EMPTY_COUNTRY],
      ['loopback', country('US', 'United States')],
    ] as const) {
      const other = await createTestApp({ TRUST_PROXY });
      try {
        const response = await other.app.inject({
          url: '/api/services/geoip',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '8.8.8.8' },
        });
        expect(response.json(), TRUST_PROXY).toEqual(expected);
      } finally {
        await other.close();
      }
    }
  });

  it('answers an empty country for loopback, private and unplaceable addresses', async () => {
    for (const address of ['127.0.0.1', '192.168.1.20', '10.1.2.3', '::1', 'fd00::1']) {
      const response = await geoip(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.json(), address).toEqual(EMPTY_COUNTRY);
    }
  });

  it('answers an IPv4-mapped IPv6 address like its IPv4 form', async () => {
    expect((await geoip('::ffff:8.8.8.8')).json()).toEqual(country('US', 'United States'));
  });

  it('turns a failing geo source into the empty country, never an error', async () => {
    const broken = {
      source: 'local' as const,
      countryOf: async () => {
        throw new Error('database gone');
      },
    };
    expect(await lookupCountry(broken, '8.8.8.8', silentLog)).toEqual(EMPTY_COUNTRY);
  });
});

/** A local stand-in for the MaxMind GeoIP2 Precision web service, recording what it was asked. */
async function fakeMaxmind(handle: (ip: string, response: ServerResponse) => void) {
  const requests: { url: string; authorization?: string }[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const match = request.url?.match(/^\/geoip\/v2\.1\/country\/([^/?]+)$/);
    if (!match) return response.writeHead(400).end();
    if (request.headers.authorization !== `Basic ${Buffer.from('1234:licence').toString('base64')}`)
      return response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":"AUTHORIZATION_INVALID"}');
    handle(decodeURIComponent(match[1]!), response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const json = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('GET /api/services/geoip, MaxMind web service adapter (GEOIP_URL)', () => {
  let geo: TestApp;
  let fake: Awaited<ReturnType<typeof fakeMaxmind>>;
  beforeAll(async () => {
    fake = await fakeMaxmind((ip, response) => {
      if (ip === '8.8.8.8')
        return json(response, 200, {
          continent: { code: 'EU' },
          country: { iso_code: 'DE', names: { en: 'Germany', ja: 'ドイツ連邦共和国' } },
          traits: { ip_address: ip },
        });
      // MaxMind's own spelling: the answer carries domain's name for the code.
      if (ip === '1.0.1.1')
        return json(response, 200, { country: { iso_code: 'KR', names: { en: 'Korea' } } });
      if (ip === '2.2.2.2') return json(response, 200, { continent: { code: 'EU' } });
      if (ip === '3.3.3.3') return json(response, 404, { code: 'IP_ADDRESS_NOT_FOUND', error: 'not found' });
      if (ip === '4.4.4.4') return json(response, 500, { code: 'SERVER_ERROR' });
      if (ip === '5.5.5.5') return response.writeHead(200).end('<html>oops</html>');
      // 6.6.6.6: never answers, so the timeout decides.
    });
    geo = await createTestApp({
      GEOIP_URL: `${fake.url}/`,
      GEOIP_ACCOUNT_ID: '1234',
      GEOIP_LICENSE_KEY: 'licence',
      GEOIP_TIMEOUT_MS: '300',
    });
  });
  afterAll(async () => {
    await geo.close();
    await fake.close();
  });
  const geoip = async (remoteAddress: string) =>
    (await geo.app.inject({ url: '/api/services/geoip', remoteAddress })).json();

  it('asks the service with basic auth and answers its country', async () => {
    expect(await geoip('8.8.8.8')).toEqual(country('DE', 'Germany'));
    expect(fake.requests.at(-1)).toEqual({
      url: '/geoip/v2.1/country/8.8.8.8',
      authorization: `Basic ${Buffer.from('1234:licence').toString('base64')}`,
    });
    expect(await geoip('1.0.1.1')).toEqual(country('KR', 'South Korea'));
  });

  it('answers the empty country on 404, 500, a body that is not JSON, no country and a timeout', async () => {
    for (const ip of ['2.2.2.2', '3.3.3.3', '4.4.4.4', '5.5.5.5', '6.6.6.6'])
      expect(await geoip(ip), ip).toEqual(EMPTY_COUNTRY);
  });

  it('does not spend a query on a private address', async () => {
    const before = fake.requests.length;
    expect(await geoip('127.0.0.1')).toEqual(EMPTY_COUNTRY);
    expect(await geoip('192.168.0.9')).toEqual(EMPTY_COUNTRY);
    expect(fake.requests.length).toBe(before);
  });

  it('answers the empty country when the service refuses the credentials or is unreachable', async () => {
    const wrongKey = maxmindGeoLookup({ url: fake.url, accountId: '1234', licenseKey: 'x', timeoutMs: 1000 });
    expect(await lookupCountry(wrongKey, '8.8.8.8', silentLog)).toEqual(EMPTY_COUNTRY);
    const closed = maxmindGeoLookup({
      url: 'http://127.0.0.1:9',
      accountId: 'a',
      licenseKey: 'b',
      timeoutMs: 1000,
    });
    expect(await lookupCountry(closed, '8.8.8.8', silentLog)).toEqual(EMPTY_COUNTRY);
  });

  it('refuses to start with GEOIP_URL but no credentials', async () => {
    await expect(geoLookupFromConfig({ GEOIP_URL: fake.url, GEOIP_TIMEOUT_MS: 3000 })).rejects.toThrow(
      /GEOIP_URL: needs GEOIP_ACCOUNT_ID and GEOIP_LICENSE_KEY/,
    );
    expect((await geoLookupFromConfig({ GEOIP_TIMEOUT_MS: 3000 })).source).toBe('local');
  });
});
