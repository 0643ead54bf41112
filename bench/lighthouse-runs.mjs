// Lighthouse as the outside check runs it: the Lighthouse CLI (performance only) in Debian's Chromium with
// `--headless=new --no-sandbox --disable-gpu`, mobile (its default) and desktop (`--preset=desktop`) on
// /backstage/login, interleaved, LIGHTHOUSE_RUNS (5) of each; then CLS of every prerendered page of every brand
// (mobile, one run each). Each line carries Lighthouse's benchmarkIndex and the machine's load average, which
// the figures depend on. Usage: npm run build && npm run bench:lighthouse -w bench
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from './support.mjs';

const run = promisify(execFile);
const port = Number(process.env.BENCH_PORT ?? 3203);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const cli = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;
const out = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));

/** One CLI run; the figures of its report. */
async function lighthouse(url, formFactor) {
  const report = join(out, 'report.json');
  await run(
    cli,
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${report}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const lhr = JSON.parse(readFileSync(report, 'utf8'));
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    index: Math.round(lhr.environment.benchmarkIndex),
    load: loadavg()[0].toFixed(1),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (label, f) =>
  `${label}: ${f.score} (FCP ${f.fcp} ms, LCP ${f.lcp} ms, TBT ${f.tbt} ms, CLS ${f.cls.toFixed(3)}) benchmarkIndex ${f.index}, load ${f.load}`;

const server = await startServer({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-lh-')) });
try {
  const login = `http://localhost:${port}/backstage/login`;
  const scores = { mobile: [], desktop: [] };
  for (let i = 1; i <= runs; i++)
    for (const formFactor of ['mobile', 'desktop']) {
      const figures = await lighthouse(login, formFactor);
      scores[formFactor].push(figures.score);
      console.log(line(`${formFactor} ${i}`, figures));
    }
  for (const [formFactor, values] of Object.entries(scores))
    console.log(
      `/backstage/login ${formFactor}: median ${median(values)}, range ${Math.min(...values)}–${Math.max(...values)}`,
    );

  // Every brand's drawn pages (docs/product.md#themes): `?theme=` or the drum brands' own host names.
  const visits = [
    ...['roland', 'boss', 'proav', 'rvs'].map((theme) => ['localhost', `?theme=${theme}`]),
    ...[
      'localhost',
      'pdpdrums.localhost',
      'lpmusic.localhost',
      'dwdrumshop.localhost',
      'slingerland.localhost',
    ].map((host) => [host, '']),
  ];
  let worst = 0;
  for (const [host, query] of visits)
    for (const path of ['/', '/login']) {
      const figures = await lighthouse(`http://${host}:${port}/backstage${path}${query}`, 'mobile');
      worst = Math.max(worst, figures.cls);
      console.log(line(`${host}${path}${query}`, figures));
    }
  console.log(`CLS of the prerendered pages: at most ${worst.toFixed(3)}`);
} finally {
  await server.stop();
}
