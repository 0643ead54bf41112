// The longest main-thread task of a page load after its first paint, read from a Chromium trace (issue #27: the
// sign-in page's ≤ 60 ms). Unthrottled, on this machine: Lighthouse's phone multiplies each such task by 4.
// Usage: node longest-task.mjs URL [runs]   (prints each run and the median; `longestTasks` for run.mjs)
import { chromium } from 'playwright-core';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const args = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One fresh browser's load of `url`: the longest task (ms) on the page's main thread after its first paint. */
async function longestTask(url) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    const page = await browser.newPage();
    await browser.startTracing(page, {
      categories: ['toplevel', 'loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The later parts hydrate after the network is quiet: give them the time a visitor would.
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const paint = traceEvents.find((event) => event.name === 'firstPaint');
    if (!paint) throw new Error(`${url}: no first paint in the trace`);
    const tasks = traceEvents.filter(
      (event) =>
        event.name === 'RunTask' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts,
    );
    // A task still running when the trace stopped has no duration yet: it lasted at least until the trace's
    // last moment, so it counts with that length rather than not at all (leaving it out hid the longest task).
    const traceEnd = Math.max(
      ...traceEvents.filter((event) => Number.isFinite(event.ts)).map((event) => event.ts + (event.dur ?? 0)),
    );
    const length = (task) => (Number.isFinite(task.dur) ? task.dur : traceEnd - task.ts) / 1000;
    return Math.max(0, ...tasks.map(length));
  } finally {
    await browser.close();
  }
}

/** `runs` loads of `url`, one browser each: every run's longest task after the first paint, and their median. */
export async function longestTasks(url, runs = 5) {
  const each = [];
  for (let run = 0; run < runs; run++) each.push(await longestTask(url));
  const sorted = [...each].sort((a, b) => a - b);
  return { each, median: sorted[Math.floor(sorted.length / 2)] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs = '5'] = process.argv.slice(2);
  const { each, median } = await longestTasks(url, Number(runs));
  console.log(
    `longest task after first paint: ${each.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median.toFixed(0)} ms`,
  );
}
