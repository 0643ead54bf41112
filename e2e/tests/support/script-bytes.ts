import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContextOptions, expect, type Response } from '@playwright/test';
import { requestsInFlight } from './requests-in-flight';

/** How long without a request counts as idle. */
const QUIET_MS = 1500;

/** What a first visit fetched as JavaScript: each script's URL and its gzip size. */
export interface ScriptLoad {
  scripts: { url: string; gzipBytes: number }[];
  gzipBytes: number;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

/**
 * Opens `url` in a fresh context (empty HTTP cache, so nothing is served from an earlier visit) and counts every
 * script Chromium fetches until the screen shows its heading and the network is then idle: entry, module preloads and the lazy chunks the route
 * pulls in. Sizes are gzip of the bytes received (level 6, what a server or CDN sends), so the figure
 * depends on the build only, not on the machine's speed.
 */
export async function scriptsFetched(
  browser: Browser,
  url: string,
  contextOptions: BrowserContextOptions = {},
): Promise<ScriptLoad> {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const bodies: Promise<{ url: string; gzipBytes: number } | undefined>[] = [];
  page.on('response', (response) => {
    if (!isScript(response)) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  const requests = requestsInFlight(page);
  await page.goto(url);
  // The screen has drawn its content (a heading in main, not the route's loading spinner) ...
  await page.locator('#main').getByRole('heading').first().waitFor({ timeout: 60_000 });
  // ... and nothing more has been asked for a while (Playwright's networkidle can fire between two lazy
  // chunks on a busy machine, while the script that asks for the next one is still being compiled).
  await expect
    .poll(() => requests.pending().length === 0 && requests.quietFor() >= QUIET_MS, { timeout: 60_000 })
    .toBe(true);
  const scripts = (await Promise.all(bodies)).filter((s) => s !== undefined);
  await context.close();
  const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
  return { scripts: unique, gzipBytes: unique.reduce((sum, s) => sum + s.gzipBytes, 0) };
}

/** A readable list for a failed budget: the largest scripts first. */
export function describeLoad(load: ScriptLoad): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `${kib(load.gzipBytes)} KiB gzip in ${load.scripts.length} scripts`,
    ...[...load.scripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((s) => `  ${kib(s.gzipBytes).padStart(6)} KiB  ${new URL(s.url).pathname}`),
  ].join('\n');
}
