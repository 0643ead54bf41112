// `npm run bench`: every figure of issue #14 side by side in one run, each beside its budget (what the build
// reaches today, with a margin: fails on a regression) and the goal. Exits 1 when a budget is missed.
// Usage: npm run build && npm run bench -w bench   (starts its own servers on BENCH_PORT, default 3200, and +1)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { firstLoadSize } from './first-load-size.mjs';
import { lighthouseFigures } from './lighthouse.mjs';
import { startTimes } from './start-time.mjs';
import { activeUser, client, percentile, refreshChains, startServer } from './support.mjs';

const root = new URL('..', import.meta.url).pathname;
// BENCH_SERVER: another build of the server (relative to the repository), for before/after runs;
// BENCH_LIGHTHOUSE=0 leaves the Lighthouse figures out (they depend on the web build only).
const binary = process.env.BENCH_SERVER ?? 'server/dist/main.js';
const lighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
const budgets = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
const port = Number(process.env.BENCH_PORT ?? 3200);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${port}`;
const password = 'Kettle-Drum-77';
const rows = [];

/** One figure: `ok` is the budget check; the goal is printed beside it. */
const figure = (what, now, budget, goal, ok) => rows.push({ what, now, budget, goal, ok });
const ms = (value) => `${value.toFixed(0)} ms`;
const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

const size = firstLoadSize(join(root, 'web/dist'));
const firstLoadKiB = size.gzipBytes / 1024;
figure(
  'index.html and what it references, gzip',
  `${firstLoadKiB.toFixed(1)} KiB`,
  `≤ ${budgets.firstLoadGzipKiB} KiB`,
  '',
  firstLoadKiB <= budgets.firstLoadGzipKiB,
);

const start = await startTimes(port + 1, 3, binary);
const warm = median(start.warm);
figure(
  'first start (empty embedded database) to healthy',
  ms(start.first),
  `≤ ${budgets.start.maxFirstMs} ms`,
  `≤ ${budgets.start.goalFirstMs} ms`,
  start.first <= budgets.start.maxFirstMs,
);
figure(
  `warm start to healthy (median of ${start.warm.map((v) => v.toFixed(0)).join(', ')})`,
  ms(warm),
  `≤ ${budgets.start.maxWarmMs} ms`,
  `≤ ${budgets.start.goalWarmMs} ms`,
  warm <= budgets.start.maxWarmMs,
);

const server = await startServer(
  {
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    // Sign-ins come from this machine only; each account is used by one connection, so no lockout trips.
    TRUST_PROXY: 'loopback',
  },
  { binary },
);
try {
  for (const formFactor of lighthouse ? ['mobile', 'desktop'] : []) {
    const lh = await lighthouseFigures(`${base}/backstage/login`, formFactor);
    const budget = budgets.lighthouse[formFactor];
    figure(
      `Lighthouse /backstage/login ${formFactor}: FCP ${ms(lh.fcp)}, LCP ${ms(lh.lcp)}, TBT ${ms(lh.tbt)}, SI ${ms(lh.speedIndex)} (benchmarkIndex ${lh.benchmarkIndex}, load ${lh.load.toFixed(1)})`,
      `${lh.score}, CLS ${lh.cls.toFixed(3)}`,
      `≥ ${budget.minScore}, CLS ≤ ${budget.maxCls}`,
      `≥ ${budget.goalScore}, CLS ≤ ${budget.goalCls}`,
      lh.score >= budget.minScore && lh.cls <= budget.maxCls,
    );
    if (formFactor === 'mobile')
      figure(
        '/backstage/login scripts as Lighthouse saw them (over the wire, compressed by the server)',
        `${(lh.scriptTransferBytes / 1024).toFixed(1)} KiB in ${lh.scripts}`,
        'e2e script-budget.spec.ts',
        '≤ 170 KiB gzip, ≤ 15 scripts',
        true,
      );
  }

  // Addresses of this run only: with DATABASE_URL the accounts of an earlier run are still there.
  const run = Date.now().toString(36);
  const emails = Array.from({ length: 16 }, (_, i) => `bench${i}-${run}@example.com`);
  const users = [];
  for (const email of emails) users.push(await activeUser(base, email, password));
  const cannon = (path, options = {}) =>
    autocannon({ url: `${base}${path}`, connections: 10, duration: seconds, ...options });
  const health = await cannon('/api/health');
  const me = await cannon('/api/v1/me', { headers: { authorization: `Bearer ${users[0].idToken}` } });
  const share = me.requests.average / health.requests.average;
  figure(
    `GET /api/v1/me, 10 connections: ${me.requests.average.toFixed(0)} req/s vs /api/health ${health.requests.average.toFixed(0)} req/s (p99 ${health.latency.p99} ms)`,
    `${(share * 100).toFixed(0)} %, p99 ${me.latency.p99} ms`,
    `≥ ${budgets.me.minShareOfHealth * 100} %, p99 ≤ ${budgets.me.maxP99Ms} ms`,
    `≥ ${budgets.me.goalShareOfHealth * 100} %, p99 ≤ ${budgets.me.goalP99Ms} ms`,
    share >= budgets.me.minShareOfHealth && me.latency.p99 <= budgets.me.maxP99Ms && me.non2xx === 0,
  );

  // Eight chains, each rotating its own refresh token (the next request carries the answer's new token), as a
  // share of /api/health measured just before it, so a change that costs the refresh shows up on any machine
  // (issue 45).
  const call = client(base);
  const tokens = [];
  for (const email of emails.slice(0, 8))
    tokens.push((await call('POST', '/api/v1/signin', { email, password })).json.refreshToken);
  const healthNow = await cannon('/api/health');
  const refresh = await refreshChains(base, tokens, seconds);
  const refreshShare = refresh.rps / healthNow.requests.average;
  const refreshP99Times = refresh.p99 / healthNow.latency.p99;
  figure(
    `token refresh, 8 chains each rotating its own token: ${refresh.rps.toFixed(0)}/s, p99 ${refresh.p99.toFixed(0)} ms, failed ${refresh.failures}, vs /api/health ${healthNow.requests.average.toFixed(0)}/s (p99 ${healthNow.latency.p99} ms)`,
    `${(refreshShare * 100).toFixed(0)} %, p99 ${refreshP99Times.toFixed(1)}× health's`,
    `≥ ${budgets.refresh.minShareOfHealth * 100} %, p99 ≤ ${budgets.refresh.maxP99TimesHealth}×`,
    `≥ ${budgets.refresh.goalShareOfHealth * 100} %, p99 ≤ ${budgets.refresh.goalP99TimesHealth}×`,
    refreshShare >= budgets.refresh.minShareOfHealth &&
      refreshP99Times <= budgets.refresh.maxP99TimesHealth &&
      refresh.failures === 0,
  );

  const t0 = performance.now();
  for (let i = 0; i < 10; i++)
    await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const hashMs = (performance.now() - t0) / 10;
  let next = 0;
  const signin = await autocannon({
    url: `${base}/api/v1/signin`,
    method: 'POST',
    connections: 8,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    setupClient: (c) => c.setBody(JSON.stringify({ email: emails[8 + (next++ % 8)], password })),
  });
  figure(
    `sign-in, 8 connections, vs one argon2id hash ${hashMs.toFixed(1)} ms in this process (${(1000 / hashMs).toFixed(0)}/s per thread)`,
    `${signin.requests.average.toFixed(0)}/s, p99 ${signin.latency.p99} ms`,
    'no errors',
    '',
    signin.errors === 0 && signin.non2xx === 0,
  );

  for (const [path, budget] of Object.entries(budgets.endpoints)) {
    // As a browser asks: the answer compressed (the server compresses a repeated page or list once).
    const result = await autocannon({
      url: `${base}${path}`,
      connections: 20,
      duration: seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const errors = result.errors + result.non2xx;
    figure(
      `${path}, 20 connections, Accept-Encoding br/gzip`,
      `${result.requests.average.toFixed(0)}/s, p99 ${result.latency.p99} ms`,
      `≥ ${budget.minRequestsPerSecond}/s, p99 ≤ ${budget.maxP99Ms} ms`,
      '',
      result.requests.average >= budget.minRequestsPerSecond &&
        result.latency.p99 <= budget.maxP99Ms &&
        errors === 0,
    );
  }
} finally {
  await server.stop();
}

console.log('\n| figure | now | budget | goal (issue #14) | |\n|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.what} | ${row.now} | ${row.budget} | ${row.goal} | ${row.ok ? 'ok' : 'OVER BUDGET'} |`,
  );
const missed = rows.filter((row) => !row.ok);
if (missed.length) {
  console.error(`\n${missed.length} figure(s) over budget`);
  process.exit(1);
}
console.log('\nall figures within budget');
