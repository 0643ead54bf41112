// Lighthouse (performance only) of one page as the outside check runs it: the Lighthouse CLI in Debian's
// Chromium with `--headless=new --no-sandbox --disable-gpu`, mobile (its default: a mid-range phone, slow 4G
// and a 4× slower CPU, simulated) or desktop (`--preset=desktop`). Each run reports Lighthouse's
// benchmarkIndex and the machine's load beside its score, which depend on them.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const cli = new URL('../node_modules/.bin/lighthouse', import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Runs Lighthouse on `url` in a fresh headless Chromium; returns the score (0–100), the metrics in ms (CLS
 * unitless), the scripts fetched (count and bytes over the wire, as the server compressed them), the
 * benchmarkIndex and the one-minute load average when it ran.
 */
export async function lighthouseFigures(url, formFactor = 'mobile') {
  // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART) and Lighthouse scores 0: such a
  // run measured nothing, so it is run again (at most twice).
  for (let attempt = 1; ; attempt++) {
    const figures = await lighthouseRun(url, formFactor);
    if (!figures.runtimeError || attempt === 3) return figures;
    console.error(`lighthouse: ${figures.runtimeError}, running again`);
  }
}

async function lighthouseRun(url, formFactor) {
  const report = join(mkdtempSync(join(tmpdir(), 'bench-lighthouse-')), 'report.json');
  // The CLI exits 1 on a runtime error, with or without a report: the report's error (or its message) is retried.
  const failed = await run(
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
    { env: { ...process.env, CHROME_PATH: chromePath } },
  ).then(
    () => undefined,
    (error) => error.stderr?.trim().split('\n').at(-1) ?? String(error),
  );
  if (failed && !existsSync(report)) return { runtimeError: failed };
  const { audits, categories, runtimeError, environment } = JSON.parse(readFileSync(report, 'utf8'));
  const metric = (id) => audits[id]?.numericValue ?? Number.NaN;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    speedIndex: metric('speed-index'),
    scripts: scripts.length,
    scriptTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    runtimeError: runtimeError?.code,
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? Number.NaN),
    load: loadavg()[0],
  };
}
