// What OpenTelemetry tracing costs (issue 41, docs/decisions/091-*): `GET me` and sign-in with tracing off, on with
// every request exported to an OTLP/HTTP receiver, and sampled at 10 %, each mode on a server of its own (the same
// data), rounds interleaved so the machine's drift falls on every mode alike. The receiver is a local sink in this
// process that reads and drops what it is sent, as a collector would take it.
// Usage: npm run build && npm run bench:tracing -w bench   (BENCH_PORT 3205 and +1 for the sink, BENCH_SECONDS 5,
// BENCH_ROUNDS 3; DATABASE_URL / REDIS_URL run it on PostgreSQL and Redis)
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { activeUser, measure, report, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3205);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';

let exported = 0;
const sink = createServer((request, response) => {
  request.on('data', (chunk) => {
    exported += chunk.length;
  });
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise((resolve) => sink.listen(port + 1, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${port + 1}`;

const MODES = {
  off: {},
  'on, every trace exported': { OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
  'on, 10 % sampled': {
    OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
    OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
    OTEL_TRACES_SAMPLER_ARG: '0.1',
  },
};
const dataDir = mkdtempSync(join(tmpdir(), 'bench-tracing-'));
// No shedding: on a busy shared machine the lag alone would refuse requests (503) and count them as served.
const env = (mode) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  TRUST_PROXY: 'loopback',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // Every bench account signs up from this one address, run after run (Redis keeps the budgets).
  CLIENT_ADDRESS_LIMITS: 'off',
  ...MODES[mode],
});

/** `connections` loops sending one sign-in after another for `seconds`, each with its own account. */
const signIns = (emails, connections) =>
  measure(() => `${base}/api/v1/signin`, {
    seconds,
    connections,
    requestOf: (i) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails[i % emails.length], password }),
    }),
  });

/** `GET me` from 8 loops for `seconds`. */
const me = (idToken) =>
  measure(() => `${base}/api/v1/me`, {
    seconds,
    connections: 8,
    headers: { authorization: `Bearer ${idToken}` },
  });

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
console.log(
  `tracing cost on ${process.env.DATABASE_URL ? 'PostgreSQL and Redis' : 'the embedded database'}, ${seconds} s each, ${rounds} rounds; ${cpus().length} cores, load ${load()}`,
);
// Accounts made once (the first server seeds the data directory); many, so no lockout or budget trips.
const run = Date.now().toString(36);
const emails = Array.from({ length: 16 }, (_, i) => `trace${i}-${run}@example.com`);
let idToken;
{
  const server = await startServer(env('off'));
  try {
    for (const email of emails) idToken = (await activeUser(base, email, password)).idToken;
  } finally {
    await server.stop();
  }
}
const results = Object.fromEntries(Object.keys(MODES).map((mode) => [mode, { me: [], signIn: [] }]));
for (let round = 0; round < rounds; round++) {
  for (const mode of Object.keys(MODES)) {
    const server = await startServer(env(mode));
    try {
      // Warm: the first requests load what the process loads on first use.
      for (let i = 0; i < 50; i++)
        await (await fetch(`${base}/api/v1/me`, { headers: { authorization: `Bearer ${idToken}` } })).text();
      results[mode].me.push(await me(idToken));
      results[mode].signIn.push(await signIns(emails, 4));
    } finally {
      await server.stop();
    }
  }
}
// Each mode's median round by requests per second.
const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
for (const [mode, { me: meRuns, signIn }] of Object.entries(results)) {
  report(`GET me, tracing ${mode}`, median(meRuns));
  report(`sign-in, tracing ${mode}`, median(signIn));
}
console.log(`exported to the sink: ${(exported / 1024 / 1024).toFixed(1)} MiB; load now ${load()}`);
sink.close();
