// Lighthouse (performance only) of one page in Debian's Chromium, mobile (Lighthouse's default: a mid-range
// phone, slow 4G and a 4× slower CPU, simulated) or desktop, plus the scripts the page fetched. Chromium starts
// with the flags of the Lighthouse CLI run from outside (`--headless=new --no-sandbox --disable-gpu`), so the
// two read the same; each run reports Lighthouse's benchmarkIndex and the machine's load beside its score.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

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
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { audits, categories, runtimeError, environment } = result.lhr;
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
  } finally {
    await chrome.kill();
  }
}
