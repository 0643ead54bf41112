import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';

// The analytics tag (web/public/analytics/page-timing.js) on a page of its own, so the test decides what shifts;
// the portal's own pages do not shift (prerendered-pages.spec.ts).
const PAGE = `<!doctype html>
<p style="font-size: 40px">Drum Day 2027</p>
<script>
  window.timings = [];
  window.backstageAnalytics = {
    isEnabled: () => true,
    logEvent: (event, extras) => window.timings.push({ event, ...extras }),
  };
</script>`;

interface Timing {
  event: string;
  firstContentfulPaint: number | null;
  cumulativeLayoutShift: number | null;
}

test('the page-timing tag reports the layout shift made before it arrived', async ({ page }) => {
  // Served on the portal's origin, which alone may load the portal's scripts.
  const address = portalUrl('/page-timing-check');
  await page.route(address, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(address);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // Text already drawn is pushed down by an element no user asked for: a layout shift.
  await page.evaluate(() => {
    const banner = document.createElement('div');
    banner.style.height = '300px';
    document.body.prepend(banner);
  });
  // The tag arrives seconds after start in the portal: the shift is on record by then.
  await page.waitForFunction(
    () =>
      new Promise((recorded) =>
        new PerformanceObserver(() => recorded(true)).observe({ type: 'layout-shift', buffered: true }),
      ),
  );
  await page.addScriptTag({ url: portalUrl('/analytics/page-timing.js') });
  const timings = () => page.evaluate(() => (window as unknown as { timings: Timing[] }).timings);
  await expect.poll(async () => (await timings()).length).toBe(1);
  const [timing] = await timings();
  expect(timing?.event).toBe('page_timing');
  expect(timing?.firstContentfulPaint).toBeGreaterThan(0);
  expect(timing?.cumulativeLayoutShift).toBeGreaterThan(0);
});
