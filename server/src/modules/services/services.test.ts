import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { countryByName } from '@backstage/domain';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeUser, bearer } from '../../../test/accounts-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EULA_TEXTS } from './eula-texts';
import { geoLookupFromConfig, maxmindGeoLookup } from './geo-lookup';
import { EMPTY_COUNTRY, lookupCountry } from './geo-service';
import { logEventLine, parseLogQueryArgs } from './log-query';
import { findLogEvents } from './log-repo';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ LOG_LEVEL: 'debug', LOG_EVENTS_PER_MINUTE: '10000' }, { logStream });
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

describe('GET /api/services/url/privacy_policy/', () => {
  const policy = (query: string) => t.app.inject({ url: `/api/services/url/privacy_policy/?${query}` });
  const page = (query: string) => `${t.config.PUBLIC_URL}/backstage/privacy?${query}`;

  it('points at our privacy page with the normalised culture and the brand’s theme', async () => {
    const response = await policy('culture_code=ja-jp&country=Japan&brand=BOSS');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: page('culture_code=ja-JP&theme=boss') });
    expect((await policy('culture_code=en-us&country=United%20States&brand=pdp')).json()).toEqual({
      url: page('culture_code=en-US&theme=pdp'),
    });
  });

  it('adds region=eu for EU, EEA and UK countries, by name or code', async () => {
    for (const [query, culture] of [
      ['culture_code=de-de&country=Germany', 'de-DE'],
      ['culture_code=en-gb&country=United%20Kingdom', 'en-GB'],
      ['culture_code=nb-no&country=NO', 'nb-NO'],
      ['culture_code=fr&country=france', 'fr-FR'],
    ])
      expect((await policy(`${query}&brand=ROLAND`)).json(), query).toEqual({
        url: page(`culture_code=${culture}&theme=roland&region=eu`),
      });
    expect((await policy('culture_code=en-AU&country=Australia&brand=RVS')).json().url).not.toContain(
      'region',
    );
  });

  it('takes the first brand for an unknown or missing brand and the default culture for a missing one', async () => {
    expect((await policy('culture_code=en-US&brand=Yamaha')).json()).toEqual({
      url: page('culture_code=en-US&theme=roland'),
    });
    expect((await policy('country=')).json()).toEqual({ url: page('culture_code=en-JM&theme=roland') });
    expect((await t.app.inject('/api/services/url/privacy_policy')).json()).toEqual({
      url: page('culture_code=en-JM&theme=roland'),
    });
  });

  it('answers 400 "Invalid parameters." naming the field for bad input', async () => {
    for (const [query, field] of [
      ['culture_code=english%20please', 'culture_code'],
      ['culture_code=ja-JP&country=Atlantis', 'country'],
      ['brand=%3Cscript%3E', 'brand'],
      [`brand=${'A'.repeat(31)}`, 'brand'],
    ]) {
      const response = await policy(query!);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'INVALID_PARAMETERS',
        message: 'Invalid parameters.',
        fields: [expect.objectContaining({ field })],
      });
    }
  });
});

describe('GET /api/services/eula/ota/', () => {
  const eula = async (query: string) => {
    const response = await t.app.inject({ url: `/api/services/eula/ota/?${query}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const governingLaw = (body: { sections: { heading: string; body: string }[] }) =>
    body.sections.find((section) => section.heading.startsWith('12.'))!.body;

  it('gives the Japanese text with Japanese law for ja-JP in Japan', async () => {
    const body = await eula('culture_code=ja-jp&country=Japan');
    expect(body).toMatchObject({
      cultureCode: 'ja-JP',
      country: 'Japan',
      version: expect.any(String),
      title: 'ソフトウェア・アップデート使用許諾契約書',
    });
    expect(governingLaw(body)).toContain('日本法に準拠');
    expect(governingLaw(body)).toContain('静岡地方裁判所浜松支部');
  });

  it('gives the English text with Californian law for en-US in the United States', async () => {
    const body = await eula('culture_code=en-US&country=United%20States');
    expect(body).toMatchObject({
      cultureCode: 'en-US',
      country: 'United States',
      title: 'Software Update End-User License Agreement',
    });
    expect(governingLaw(body)).toContain('State of California');
    expect(body.sections.map((s: { heading: string }) => s.heading)).toContain('2. Your licence');
  });

  it('chooses the clause by country and the language by culture independently', async () => {
    expect(governingLaw(await eula('culture_code=ja-JP&country=US'))).toContain('カリフォルニア州法');
    expect(governingLaw(await eula('culture_code=en-US&country=Japan'))).toContain('laws of Japan');
  });

  it('serves the English text to an unlisted culture, with the European or generic clause', async () => {
    const france = await eula('culture_code=fr-FR&country=France');
    expect(france).toMatchObject({ cultureCode: 'en-US', country: 'France' });
    expect(governingLaw(france)).toContain('habitually reside');
    const unknown = await eula('culture_code=pt-BR&country=');
    expect(unknown).toMatchObject({ cultureCode: 'en-US', country: '' });
    expect(governingLaw(unknown)).toContain('governed by the laws of Japan');
    expect(governingLaw(unknown)).toContain('cannot be waived');
  });

  it('has the same sections in every language, none empty', () => {
    const [en, ja] = [EULA_TEXTS['en-US'], EULA_TEXTS['ja-JP']];
    expect(ja.sections).toHaveLength(en.sections.length);
    expect(Object.keys(ja.governingLaw)).toEqual(Object.keys(en.governingLaw));
    for (const text of [en, ja])
      for (const section of [...text.sections, ...Object.values(text.governingLaw), ...text.closing])
        expect(section.body.length, section.heading).toBeGreaterThan(40);
  });

  it('answers 400 for an unknown country or a malformed culture', async () => {
    for (const query of ['country=Narnia', 'culture_code=%00%00'])
      expect((await t.app.inject({ url: `/api/services/eula/ota/?${query}` })).json(), query).toMatchObject({
        code: 'INVALID_PARAMETERS',
      });
  });
});

interface StoredRow {
  user_id: string | null;
  event: string;
  event_source: string | null;
  description: string | null;
  payload: Record<string, unknown>;
}

describe('POST/DELETE /api/services/log', () => {
  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/services/log', payload: payload as object, headers });
  /** Rows of one test, told apart by an extra `testCase` field. */
  const stored = async (testCase: string) =>
    (
      await t.db.query<StoredRow>(
        `select user_id, event, event_source, description, payload from log_events
         where payload->>'testCase' = $1 order by id`,
        [testCase],
      )
    ).rows;

  it('stores an error event with e-mails (also %40) and UUIDs masked and non-primitive values nulled', async () => {
    const id = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
    const response = await send({
      event: 'error',
      eventSource: 'registration/finish-step',
      description: `No account for Alice.Smith@example.co.jp (user ${id.toUpperCase()})`,
      pageTitle: 'Roland - Backstage - Sign up',
      pagePath: '/backstage/reset-password?email=alice%40example.com',
      pageHash: '',
      cultureCode: 'ja-JP',
      brand: 'ROLAND',
      appVersionNumber: 3083,
      appVersionHash: 'a1b2c3d',
      testCase: 'sanitise',
      orderId: id,
      nested: { email: 'bob@example.com' },
      list: ['bob@example.com'],
      count: 3,
      consent: false,
      nothing: null,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'logged' });
    const [row, ...others] = await stored('sanitise');
    expect(others).toEqual([]);
    expect(row).toEqual({
      user_id: null,
      event: 'error',
      event_source: 'registration/finish-step',
      description: 'No account for [email] (user [uuid])',
      payload: {
        pageTitle: 'Roland - Backstage - Sign up',
        pagePath: '/backstage/reset-password?email=[email]',
        pageHash: '',
        cultureCode: 'ja-JP',
        brand: 'ROLAND',
        appVersionNumber: 3083,
        appVersionHash: 'a1b2c3d',
        testCase: 'sanitise',
        orderId: '[uuid]',
        nested: null,
        list: null,
        count: 3,
        consent: false,
        nothing: null,
      },
    });
    expect(JSON.stringify(row)).not.toMatch(/example|3f2b8c1e/i);
  });

  it('never stores secrets the app might send along as extras', async () => {
    await send({
      event: 'sign_in',
      testCase: 'secrets',
      idToken: 'eyJhbGciOi.x.y',
      password: 'Kettle-Drum-77',
    });
    expect((await stored('secrets'))[0]!.payload).toEqual({
      testCase: 'secrets',
      idToken: null,
      password: null,
    });
  });

  it('writes page views to debug output only', async () => {
    const response = await send({
      event: 'page_view',
      pagePath: '/backstage/settings?email=carol%40example.com',
      testCase: 'pv',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'debug' });
    expect(await stored('pv')).toEqual([]);
    const line = logLines.find((text) => text.includes('"page view"') && text.includes('"pv"'));
    expect(line).toContain('/backstage/settings?email=[email]');
    expect(line).not.toContain('carol');
  });

  it('links the event to the user when an id token is sent', async () => {
    const u = await activeUser(t, 'log-linked@example.com');
    expect((await send({ event: 'sign_in', testCase: 'linked' }, bearer(u.idToken))).statusCode).toBe(202);
    expect((await stored('linked')).map((row) => row.user_id)).toEqual([u.userId]);
  });

  it('answers 401 and stores nothing for an invalid token or an access token', async () => {
    const u = await activeUser(t, 'log-badtoken@example.com');
    for (const headers of [bearer('not.a.token'), bearer(u.accessToken), { authorization: 'Basic abc' }]) {
      const response = await send({ event: 'sign_in', testCase: 'badtoken' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await stored('badtoken')).toEqual([]);
  });

  it('DELETE removes only the caller’s events and needs a token', async () => {
    const [a, b] = [await activeUser(t, 'log-a@example.com'), await activeUser(t, 'log-b@example.com')];
    for (const token of [a.idToken, a.idToken, b.idToken])
      await send({ event: 'tab_click', testCase: 'optout' }, bearer(token));
    await send({ event: 'tab_click', testCase: 'optout' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/services/log' })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/log',
      headers: bearer(a.idToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'deleted', count: 2 });
    expect((await stored('optout')).map((row) => row.user_id)).toEqual([b.userId, null]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/services/log',
      headers: bearer(a.idToken),
    });
    expect(again.json()).toEqual({ status: 'deleted', count: 0 });
  });

  it('deleting the account deletes its events', async () => {
    const u = await activeUser(t, 'log-gone@example.com');
    await send({ event: 'sign_in', testCase: 'cascade' }, bearer(u.idToken));
    expect(await stored('cascade')).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/${u.userId}/linkage/delete`,
      headers: bearer(u.idToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await stored('cascade')).toEqual([]);
  });

  it('accepts up to 30 extra fields', async () => {
    const extras = Object.fromEntries(Array.from({ length: 29 }, (_, i) => [`extra${i}`, i]));
    expect((await send({ event: 'wide', testCase: 'wide', ...extras })).statusCode).toBe(202);
    expect(await stored('wide')).toHaveLength(1);
  });

  it('answers 400 (413 past the byte limit) and stores nothing for bad bodies', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`extra${i}`, i]));
    const cases: [unknown, number][] = [
      [{ testCase: 'bad' }, 400],
      [{ event: '', testCase: 'bad' }, 400],
      [{ event: 42, testCase: 'bad' }, 400],
      [{ event: 'x'.repeat(101), testCase: 'bad' }, 400],
      [{ event: 'error', description: 'd'.repeat(4001), testCase: 'bad' }, 400],
      [{ event: 'error', pageTitle: { a: 1 }, testCase: 'bad' }, 400],
      [{ event: 'wide', testCase: 'bad', ...many }, 400],
      [{ event: 'x', testCase: 'bad', 'alice@example.com': 1 }, 400],
      [{ event: 'x', testCase: 'bad', note: 'n'.repeat(1001) }, 400],
      [[{ event: 'x', testCase: 'bad' }], 400],
      [
        {
          event: 'x',
          testCase: 'bad',
          ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'v'.repeat(900)])),
        },
        413,
      ],
    ];
    for (const [payload, status] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(response.json().code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_INPUT');
    }
    expect(await stored('bad')).toEqual([]);
  });
});

describe('log event rate limit (LOG_EVENTS_PER_MINUTE)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ LOG_EVENTS_PER_MINUTE: '2' });
  });
  afterAll(() => limited.close());

  it('answers 429 past the budget of one address, other addresses unaffected', async () => {
    const send = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/services/log',
        remoteAddress,
        payload: { event: 'x' },
      });
    expect((await send('203.0.113.5')).statusCode).toBe(202);
    expect((await send('203.0.113.5')).statusCode).toBe(202);
    const third = await send('203.0.113.5');
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('ATTEMPT_LIMIT_EXCEEDED');
    expect((await send('203.0.113.6')).statusCode).toBe(202);
    const { rows } = await limited.db.query<{ n: number }>('select count(*)::int as n from log_events');
    expect(rows[0]!.n).toBe(3);
  });
});

describe('operator query (npm run logs:query)', () => {
  it('parses the arguments and refuses bad ones', () => {
    expect(parseLogQueryArgs(['--event', 'error', '--since', '2026-11-01', '--limit', '50'])).toEqual({
      event: 'error',
      since: new Date('2026-11-01'),
      until: undefined,
      userId: undefined,
      limit: 50,
    });
    expect(parseLogQueryArgs([]).limit).toBe(100);
    expect(() => parseLogQueryArgs(['--limit', '0'])).toThrow(/--limit/);
    expect(() => parseLogQueryArgs(['--since', 'yesterday'])).toThrow(/--since/);
    expect(() => parseLogQueryArgs(['--user', 'bob'])).toThrow(/--user/);
    expect(() => parseLogQueryArgs(['--colour', 'red'])).toThrow();
  });

  it('finds events by name, time and user, newest first, printed as JSON lines', async () => {
    const u = await activeUser(t, 'log-query@example.com');
    const start = new Date(Date.now() - 1000);
    for (const description of ['first', 'second'])
      await t.app.inject({
        method: 'POST',
        url: '/api/services/log',
        payload: { event: 'query_probe', eventSource: 'test', description },
        headers: bearer(u.idToken),
      });
    const rows = await findLogEvents(t.db, { event: 'query_probe', since: start, limit: 50 });
    expect(rows.map((row) => row.description)).toEqual(['second', 'first']);
    expect(await findLogEvents(t.db, { event: 'query_probe', until: start, limit: 50 })).toEqual([]);
    expect(await findLogEvents(t.db, { event: 'query_probe', limit: 1 })).toHaveLength(1);
    expect(await findLogEvents(t.db, { userId: u.userId, limit: 50 })).toHaveLength(2);
    const line = JSON.parse(logEventLine(rows[0]!));
    expect(line).toMatchObject({ event: 'query_probe', userId: u.userId, eventSource: 'test', payload: {} });
    expect(new Date(line.createDate).getTime()).toBeGreaterThanOrEqual(start.getTime());
  });
});

describe('OpenAPI', () => {
  it('lists the services calls under the services tag', async () => {
    const { paths } = (await t.app.inject('/api/docs/json')).json();
    for (const [path, method] of [
      ['/api/services/geoip', 'get'],
      ['/api/services/url/privacy_policy/', 'get'],
      ['/api/services/eula/ota/', 'get'],
      ['/api/services/log', 'post'],
      ['/api/services/log', 'delete'],
    ] as const)
      expect(paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['services']);
    expect(paths['/api/services/eula/ota']).toBeUndefined();
  });
});
