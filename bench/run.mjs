// Benchmarks with budgets: first-load size of the SPA and throughput/latency of hot API routes.
// Usage: npm run build && npm run bench -w bench   (starts its own server on BENCH_PORT, default 3200)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { firstLoadSize } from './first-load-size.mjs';

const root = new URL('..', import.meta.url).pathname;
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const failures = [];

const size = firstLoadSize(join(root, 'web/dist'));
const kib = size.gzipBytes / 1024;
console.log(`first load: ${kib.toFixed(1)} KiB gzip (${size.files.join(', ')})`);
if (kib > budgets.firstLoadGzipKiB)
  failures.push(`first load ${kib.toFixed(1)} KiB > ${budgets.firstLoadGzipKiB} KiB`);

const server = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  await waitForHealth(`http://127.0.0.1:${port}/api/health`);
  for (const [path, budget] of Object.entries(budgets.endpoints)) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 20,
      duration: seconds,
    });
    const rps = result.requests.average;
    const p99 = result.latency.p99;
    const errors = result.errors + result.non2xx;
    console.log(`${path}: ${rps.toFixed(0)} req/s, p99 ${p99} ms, errors ${errors}`);
    if (rps < budget.minRequestsPerSecond)
      failures.push(`${path} ${rps.toFixed(0)} req/s < ${budget.minRequestsPerSecond}`);
    if (p99 > budget.maxP99Ms) failures.push(`${path} p99 ${p99} ms > ${budget.maxP99Ms} ms`);
    if (errors > 0) failures.push(`${path} had ${errors} errors`);
  }
} finally {
  server.kill('SIGTERM');
}
if (failures.length) {
  console.error(`over budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('all benchmarks within budget');

async function waitForHealth(url) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}
