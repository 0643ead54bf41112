// Soak test (issue #16): SOAK_USERS simulated users, each running the full journey again and again for
// SOAK_SECONDS: sign-up (serverTime security token), activation with the code from the mail (dev mailbox),
// sign-in, me, register a product, My Gear list, token refresh. Prints journeys per second and, per route,
// p50/p99 latency on the server (Server-Timing header) and at the client, 503s and errors.
// Usage: npm run build && npm run bench:soak -w bench   (SOAK_USERS=200 SOAK_SECONDS=60 by default)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { percentile, startServer } from './support.mjs';

const users = Number(process.env.SOAK_USERS ?? 200);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const port = Number(process.env.BENCH_PORT ?? 3203);
// A client gives up after this long, as a browser user would.
const clientTimeoutMs = Number(process.env.SOAK_CLIENT_TIMEOUT_MS ?? 15_000);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';
const modelCodes = ['FP-10', 'FP-30X', 'FP-60X', 'FP-90X', 'FP-E50'];

const routes = new Map();
const stats = (route) => {
  if (!routes.has(route))
    routes.set(route, { server: [], client: [], unavailable: 0, errors: 0, timeouts: 0 });
  return routes.get(route);
};

class Refused extends Error {
  constructor(route, status, retryAfter) {
    super(`${route}: ${status}`);
    this.retryAfter = retryAfter;
  }
}

/** Runs `step` again after each 503's Retry-After (capped at 5 s), as a client would, until the deadline. */
async function retrying(step) {
  for (;;) {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof Refused) || performance.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, Math.min(error.retryAfter, 5) * 1000));
    }
  }
}

/** One request, tried again while it is refused with 503. */
const call = (route, method, path, options = {}) => retrying(() => callOnce(route, method, path, options));

/** One request, timed; throws on anything but the expected status (a 503 as Refused). */
async function callOnce(route, method, path, { body, headers = {}, expect = 200 } = {}) {
  const entry = stats(route);
  const t0 = performance.now();
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(clientTimeoutMs),
    });
  } catch (error) {
    if (error.name === 'TimeoutError') entry.timeouts++;
    else entry.errors++;
    throw error;
  }
  const text = await response.text();
  entry.client.push(performance.now() - t0);
  const timing = /app;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
  if (timing) entry.server.push(Number(timing[1]));
  if (response.status === 503) {
    entry.unavailable++;
    throw new Refused(route, 503, Number(response.headers.get('retry-after') ?? 1));
  }
  if (response.status !== expect) {
    entry.errors++;
    throw new Error(`${route}: ${response.status} ${text.slice(0, 200)}`);
  }
  return text ? JSON.parse(text) : null;
}

let journeys = 0;
let deadline = Number.POSITIVE_INFINITY;
let serial = 0;
const errorSamples = new Set();

/** The full journey of one new user, from a client address of its own (rate limits are per address). */
async function journey(user) {
  const n = serial++;
  const email = `soak-${user}-${n}@example.com`;
  const from = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  // The security token is single-use and spent even when the sign-up is then refused: a retry needs a new one.
  await retrying(async () => {
    const { securityToken } = await callOnce('serverTime', 'GET', '/api/v1/serverTime', { headers: from });
    await callOnce('signup', 'POST', '/api/v1/signup', {
      expect: 201,
      headers: { ...from, 'x-client-id': 'roland', 'x-security-token': securityToken },
      body: {
        firstName: 'Soak',
        lastName: 'User',
        email,
        password,
        cultureCode: 'en-US',
        country: 'US',
        allowEmail: false,
        mailFormatType: 'html',
        signupSource: 'bench',
      },
    });
  });
  // The dev mailbox answers loopback clients only, so this one call carries no forwarded address.
  const mail = await call('mailbox', 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(mail.data[0].text)[1];
  await call('confirm', 'POST', '/api/v1/confirm', { headers: from, body: { email, code } });
  const tokens = await call('signin', 'POST', '/api/v1/signin', { headers: from, body: { email, password } });
  const auth = { ...from, authorization: `Bearer ${tokens.idToken}` };
  const me = await call('me', 'GET', '/api/v1/me', { headers: auth });
  await call('register', 'POST', `/api/v1/users/${me.id}/registeredProducts`, {
    expect: 201,
    headers: auth,
    body: {
      product: { modelCode: modelCodes[n % modelCodes.length] },
      serialCode: `S${String(n).padStart(7, '0')}`,
      purchaseDate: '2024-05-01',
      purchaseMethod: { value: 'In a store' },
    },
  });
  await call(
    'myGear',
    'GET',
    `/api/v1/users/${me.id}/registeredProducts?sort=purchaseDateDesc&page=1&perPage=12`,
    {
      headers: auth,
    },
  );
  await call('refresh', 'POST', '/api/v1/tokens/refresh', {
    headers: from,
    body: { token: tokens.refreshToken },
  });
  journeys++;
}

async function virtualUser(user) {
  while (performance.now() < deadline) {
    try {
      await journey(user);
    } catch (error) {
      // A step still refused at the deadline ends the journey; anything else is an error worth showing.
      if (!(error instanceof Refused)) errorSamples.add(error.message.slice(0, 160));
    }
  }
}

const server = await startServer({
  PORT: String(port),
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bench-soak-')),
  // Each virtual user has its own client address, sent as X-Forwarded-For from this machine.
  TRUST_PROXY: 'loopback',
});
try {
  console.log(
    `soak: ${users} users × ${seconds} s against ${base} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
  const started = performance.now();
  deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: users }, (_, user) => virtualUser(user)));
  const elapsed = (performance.now() - started) / 1000;
  const ms = (values, p) =>
    values.length
      ? percentile(
          [...values].sort((a, b) => a - b),
          p,
        ).toFixed(0)
      : '-';
  console.log(
    `journeys completed: ${journeys} in ${elapsed.toFixed(0)} s = ${(journeys / elapsed).toFixed(2)} journeys/s`,
  );
  console.log('route       requests  server p50/p99 ms  client p50/p99 ms  503s  errors  client timeouts');
  let unavailable = 0;
  let errors = 0;
  for (const [route, s] of routes) {
    unavailable += s.unavailable;
    errors += s.errors + s.timeouts;
    console.log(
      `${route.padEnd(11)} ${String(s.client.length).padStart(8)}  ${`${ms(s.server, 50)} / ${ms(s.server, 99)}`.padStart(17)}  ${`${ms(s.client, 50)} / ${ms(s.client, 99)}`.padStart(17)}  ${String(s.unavailable).padStart(4)}  ${String(s.errors).padStart(6)}  ${String(s.timeouts).padStart(15)}`,
    );
  }
  console.log(`total: ${unavailable} answered 503, ${errors} errors or client timeouts`);
  for (const sample of [...errorSamples].slice(0, 5)) console.log(`  error: ${sample}`);
} finally {
  await server.stop();
}
