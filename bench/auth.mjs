// Sign-in and refresh benchmark (issue #3): sign-in throughput of one server process against the cost of
// one argon2id hash, and token refreshes per second with p99. Usage: npm run build && npm run bench:auth -w bench
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 3201);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';

const post = async (path, body, headers = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
};

async function activeUser(email) {
  const { securityToken } = await (await fetch(`${base}/api/v1/serverTime`)).json();
  const payload = {
    firstName: 'Bench',
    lastName: 'User',
    email,
    password,
    cultureCode: 'en-US',
    allowEmail: false,
    mailFormatType: 'html',
    signupSource: 'bench',
  };
  await post('/api/v1/signup', payload, { 'x-client-id': 'dw', 'x-security-token': securityToken });
  const { data } = await (await fetch(`${base}/api/dev/mailbox?to=${email}`)).json();
  await post('/api/v1/confirm', { email, code: data[0].text.match(/\b(\d{6})\b/)[1] });
}

const percentile = (values, p) =>
  values.sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-auth-')),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    // The timing check stands in for many clients with X-Forwarded-For from this machine.
    TRUST_PROXY: 'loopback',
  },
  stdio: 'inherit',
});
try {
  for (let i = 0; i < 150; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const started = performance.now();
  const rounds = 10;
  for (let i = 0; i < rounds; i++)
    await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const hashMs = (performance.now() - started) / rounds;
  console.log(
    `argon2id hash (m=19456, t=2, p=1): ${hashMs.toFixed(1)} ms → at most ${(1000 / hashMs).toFixed(0)} per second per thread`,
  );

  // Many accounts, so the per-account lockout never trips; all requests are right passwords.
  const emails = Array.from({ length: 20 }, (_, i) => `bench${i}@example.com`);
  for (const email of emails) await activeUser(email);
  let next = 0;
  const signin = await autocannon({
    url: `${base}/api/v1/signin`,
    method: 'POST',
    connections: 8,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    setupClient: (client) =>
      client.setBody(JSON.stringify({ email: emails[next++ % emails.length], password })),
  });
  console.log(
    `sign-in: ${signin.requests.average.toFixed(0)} req/s, p99 ${signin.latency.p99} ms, non-2xx ${signin.non2xx}`,
  );

  // Same answer in the same time for a wrong password and an unknown e-mail (each try from its own address,
  // so the lockout never answers first).
  const timed = async (email, i) => {
    const t0 = performance.now();
    await post(
      '/api/v1/signin',
      { email, password: 'Wrong-pass-1' },
      { 'x-forwarded-for': `198.51.100.${i}` },
    );
    return performance.now() - t0;
  };
  const wrong = [];
  const unknown = [];
  for (let i = 0; i < 40; i++) {
    wrong.push(await timed(emails[i % emails.length], i));
    unknown.push(await timed(`nobody${i}@example.com`, 100 + i));
  }
  const median = (values) => percentile(values, 50);
  console.log(
    `failed sign-in median: wrong password ${median(wrong).toFixed(1)} ms, unknown e-mail ${median(unknown).toFixed(1)} ms (difference ${Math.abs(median(wrong) - median(unknown)).toFixed(1)} ms)`,
  );

  // Refresh tokens rotate, so each chain carries its own token forward.
  const chains = await Promise.all(
    emails
      .slice(0, 8)
      .map(async (email) => (await post('/api/v1/signin', { email, password })).json.refreshToken),
  );
  const latencies = [];
  let failures = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    chains.map(async (token) => {
      let current = token;
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const result = await post('/api/v1/tokens/refresh', { token: current });
        latencies.push(performance.now() - t0);
        if (result.status !== 200) failures++;
        else current = result.json.refreshToken;
      }
    }),
  );
  console.log(
    `refresh: ${(latencies.length / seconds).toFixed(0)} req/s, p99 ${percentile(latencies, 99).toFixed(1)} ms, failures ${failures}`,
  );
} finally {
  server.kill('SIGTERM');
}
