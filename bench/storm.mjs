// A sign-in storm (issue #32): many clients hammer sign-in (argon2id) while another client reads `GET me`.
// The bounded hashing queue must keep the cheap read fast and refuse excess sign-ins at once with 503 and
// Retry-After rather than let them wait. Usage: npm run build && npm run bench:storm -w bench
// (STORM_CLIENTS 150, STORM_SECONDS 20, BENCH_PORT 3202). Exits 1 when a budget of budgets.json `storm` is missed.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { activeUser, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const clients = Number(process.env.STORM_CLIENTS ?? 150);
const seconds = Number(process.env.STORM_SECONDS ?? 20);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';
const budget = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url))).storm;

const server = await startServer({
  PORT: String(port),
  DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-storm-')),
  // Each storming client comes from an address of its own, so per-address budgets never answer first.
  TRUST_PROXY: 'loopback',
});
let failed = false;
try {
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 20 }, (_, i) => `storm${i}-${run}@example.com`);
  for (const email of emails) await activeUser(base, email, password);
  const reader = await activeUser(base, `reader-${run}@example.com`, password);

  // The reader runs on a thread of its own: the storm's own client work must not delay its clock.
  const readerThread = new Worker(new URL('./storm-reader.mjs', import.meta.url), {
    workerData: { base, idToken: reader.idToken, seconds, email: emails[0], password },
  });
  const readings = new Promise((resolve, reject) => {
    readerThread.once('message', resolve);
    readerThread.once('error', reject);
  });

  let next = 0;
  const storm = await autocannon({
    url: `${base}/api/v1/signin`,
    method: 'POST',
    connections: clients,
    duration: seconds,
    // A refused sign-in is answered at once; the client tries again, as a real storm would.
    timeout: 30,
    setupClient: (client) => {
      const i = next++;
      client.setHeaders({
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 8) & 255}.${i & 255}.7`,
      });
      client.setBody(JSON.stringify({ email: emails[i % emails.length], password }));
    },
  });
  const me = await readings;

  const statuses = Object.entries(storm.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  const rows = [
    [
      `GET /api/v1/me from one client during the storm (${me.count} reads, ${me.failures} failed)`,
      `p99 ${me.p99.toFixed(0)} ms, max ${me.max.toFixed(0)} ms`,
      `p99 ≤ ${budget.meP99Ms} ms, no failure`,
      me.p99 <= budget.meP99Ms && me.failures === 0,
    ],
    [
      `sign-in, ${clients} clients for ${seconds} s (${statuses}; errors ${storm.errors}, timeouts ${storm.timeouts})`,
      `${storm.requests.average.toFixed(0)}/s, longest wait ${storm.latency.max} ms`,
      `longest ≤ ${budget.maxWaitMs} ms, no timeout`,
      storm.latency.max <= budget.maxWaitMs && storm.timeouts === 0 && storm.errors === 0,
    ],
    [
      `refused sign-ins seen by the reader: ${me.refused}`,
      me.refused ? `Retry-After on ${me.refusedWithRetryAfter} of ${me.refused}` : 'none refused',
      'every 503 has Retry-After',
      me.refusedWithRetryAfter === me.refused,
    ],
  ];
  console.log('| figure | now | budget | |\n|---|---|---|---|');
  for (const [figure, now, limit, ok] of rows) {
    console.log(`| ${figure} | ${now} | ${limit} | ${ok ? 'ok' : 'MISSED'} |`);
    if (!ok) failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
