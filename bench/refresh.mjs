// Token refresh as a share of GET /api/health in the same run (issue 45): rounds of health (autocannon, 10
// connections) then refresh (8 chains, each rotating its own token), so the two meet the same machine load.
// Usage: npm run build -w server && npm run bench:refresh -w bench
//   BENCH_ROUNDS (3), BENCH_SECONDS (5), BENCH_PORT (3202); DATABASE_URL / REDIS_URL run it on PostgreSQL and
//   Redis; BENCH_SERVER another build of the server (relative to the repository); BENCH_CPU_PROF=<dir> writes the server's CPU profile there (node --cpu-prof) after the first round.
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { activeUser, client, cpuMicros, refreshChains, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 3202);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const profileDir = process.env.BENCH_CPU_PROF;
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';

const spawned = performance.now();
const server = await startServer(
  { PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-refresh-')), TRUST_PROXY: 'loopback' },
  {
    binary: process.env.BENCH_SERVER ?? 'server/dist/main.js',
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  },
);
try {
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 8 }, (_, i) => `refresh${i}-${run}@example.com`);
  for (const email of emails) await activeUser(base, email, password);
  const call = client(base);
  let tokens = [];
  for (const email of emails)
    tokens.push((await call('POST', '/api/v1/signin', { email, password })).json.refreshToken);
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL and Redis' : 'embedded database'}, ${seconds} s each`,
  );
  for (let round = 1; round <= rounds; round++) {
    const load = loadavg()[0];
    // The server's CPU per request: less bent by other work on the machine than requests per second.
    let cpu = cpuMicros(server.pid);
    const benchCpu = process.cpuUsage();
    const health = await autocannon({ url: `${base}/api/health`, connections: 10, duration: seconds });
    const healthCpu = (cpuMicros(server.pid) - cpu) / health.requests.total;
    const { user, system } = process.cpuUsage(benchCpu);
    const healthClientCpu = (user + system) / health.requests.total;
    cpu = cpuMicros(server.pid);
    const window = (performance.now() - spawned) / 1000;
    const refresh = await refreshChains(base, tokens, seconds);
    if (profileDir)
      console.log(`refresh load ~${window.toFixed(1)}–${(window + seconds).toFixed(1)} s into the profile`);
    const refreshCpu = (cpuMicros(server.pid) - cpu) / (refresh.rps * seconds);
    // Each chain goes on from a fresh sign-in: the last token of a round stays valid, but starting anew keeps
    // rounds alike.
    tokens = [];
    for (const email of emails)
      tokens.push((await call('POST', '/api/v1/signin', { email, password })).json.refreshToken);
    console.log(
      `round ${round} (load ${load.toFixed(1)}): health ${health.requests.average.toFixed(0)}/s p99 ${health.latency.p99} ms ${healthCpu.toFixed(0)} µs CPU (bench client ${healthClientCpu.toFixed(0)} µs); ` +
        `refresh ${refresh.rps.toFixed(0)}/s p50 ${refresh.p50.toFixed(1)} p99 ${refresh.p99.toFixed(1)} ms ${refreshCpu.toFixed(0)} µs CPU (bench client ${refresh.clientCpu.toFixed(0)} µs), failed ${refresh.failures}; ` +
        `refresh/health ${((refresh.rps / health.requests.average) * 100).toFixed(0)} %, p99 ${(refresh.p99 / health.latency.p99).toFixed(1)}×`,
    );
  }
} finally {
  await server.stop();
}
