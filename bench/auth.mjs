// Sign-in and refresh benchmark (issue #3): sign-in throughput of one server process against the cost of
// one argon2id hash, and token refreshes per second with p99. Usage: npm run build && npm run bench:auth -w bench
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { activeUser, client, percentile, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3201);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';
const call = client(base);
const post = (path, body, headers) => call('POST', path, body, headers);
const sortedPercentile = (values, p) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  );

const server = await startServer({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-auth-')),
  // The timing check stands in for many clients with X-Forwarded-For from this machine.
  TRUST_PROXY: 'loopback',
});
try {
  const started = performance.now();
  const rounds = 10;
  for (let i = 0; i < rounds; i++)
    await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const hashMs = (performance.now() - started) / rounds;
  console.log(
    `argon2id hash (m=19456, t=2, p=1): ${hashMs.toFixed(1)} ms → at most ${(1000 / hashMs).toFixed(0)} per second per thread`,
  );

  // Many accounts, so the per-account lockout never trips; all requests are right passwords.
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 20 }, (_, i) => `bench${i}-${run}@example.com`);
  for (const email of emails) await activeUser(base, email, password);
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
  const median = (values) => sortedPercentile(values, 50);
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
    `refresh: ${(latencies.length / seconds).toFixed(0)} req/s, p99 ${sortedPercentile(latencies, 99).toFixed(1)} ms, failures ${failures}`,
  );
} finally {
  await server.stop();
}
