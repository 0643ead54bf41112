// Screenshots for looking at what we built: every screen at desktop and phone width, in two brand themes
// and two cultures (SIGN_IN=email:password for signed-in screens). Needs a running portal: `npm start` (or BASE_URL=...), then `node e2e/scripts/screenshots.mjs`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = process.env.OUT_DIR ?? new URL('../screenshots/', import.meta.url).pathname;
const paths = (process.env.PATHS ?? '/,/privacy,/policies,/maintenance').split(',');
const themes = (process.env.THEMES ?? 'dw,roland').split(',');
const cultures = (process.env.CULTURES ?? 'en-US,ja-JP').split(',');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const [sizeName, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const theme of themes) {
    // SIGN_IN=email:password takes the screenshots signed in (credentials are kept per brand: sign in on each).
    if (process.env.SIGN_IN) {
      const [email, password] = process.env.SIGN_IN.split(':');
      await page.goto(`${base}/backstage/login?culture_code=en-US${theme === 'dw' ? '' : `&theme=${theme}`}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/backstage\/?(\?.*)?$/);
    }
    for (const culture of cultures) {
      for (const path of paths) {
        const query = `${theme === 'dw' ? '' : `theme=${theme}&`}culture_code=${culture}`;
        await page.goto(`${base}/backstage${path}?${query}`, { waitUntil: 'networkidle' });
        // A lazy screen may still be loading after the network settles on a busy machine: wait for its spinner to go.
        await page
          .waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, {
            timeout: 15_000,
          })
          .catch(() => console.warn(`${path}: still loading after 15 s`));
        const name = `${sizeName}-${theme}-${culture}-${path.replace(/\W+/g, '_') || 'home'}.png`;
        await page.screenshot({ path: join(out, name), fullPage: process.env.FULL_PAGE === '1' });
        console.log(name);
      }
    }
  }
  await context.close();
}
await browser.close();
