import { type Brand, DEFAULT_CULTURE_CODE } from '@backstage/domain';
import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// docs/decisions/046-prerendered-public-pages.md: a first-time visitor's sign-in page is drawn before any script
// runs; the app then adopts it without drawing it again, and a returning visitor never sees a page drawn for
// someone else.

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page is already there, in the brand of the address, and its button waits @phone', async ({
    page,
  }) => {
    await page.goto(portalUrl('/login?theme=roland'));
    const card = page.getByRole('region', { name: 'Sign in' });
    await expect(card.getByLabel('Email')).toBeVisible();
    await expect(card.getByLabel('Password')).toBeVisible();
    // Without the app a click would submit the form the browser's way, the password in the address.
    await expect(card.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await expect(page.locator('html')).toHaveAttribute('data-brand', 'ROLAND');
  });
});

test('the app adopts the drawn page without an error, and signing in works @phone', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = uniqueEmail('prerendered');
  await createActiveUser(request, email);
  await page.goto(portalUrl('/login'));
  const card = page.getByRole('region', { name: 'Sign in' });
  await expect(card.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  // axe runs in the page, so only once scripts run: the adopted page, as the visitor uses it.
  await expectNoAxeViolations(page);
  await card.getByLabel('Email').fill(email);
  await card.getByLabel('Password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible();
  // A failed hydration (React error 418/419) throws on the page even when React recovers by drawing afresh.
  expect(errors).toEqual([]);
});

test('adopting the drawn page keeps every part of it in place @phone', async ({ page }) => {
  // The server's elements, remembered before any script runs, must be the ones the app adopted: a part drawn
  // afresh (or dropped and drawn again) moves what is below it, and the page jumps (ADR 051).
  await page.addInitScript(() => {
    const win = window as unknown as { drawn: Element[]; shifts: number };
    win.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        win.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      win.drawn = [...document.querySelectorAll('#root header, #root main section, #root footer')];
    });
  });
  await page.goto(portalUrl('/login'));
  await expect(
    page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'What your account gives you' })).toBeVisible();
  const kept = await page.evaluate(() => {
    const win = window as unknown as { drawn: Element[]; shifts: number };
    return {
      drawn: win.drawn.length,
      connected: win.drawn.filter((node) => node.isConnected).length,
      shifts: win.shifts,
    };
  });
  expect(kept.drawn).toBeGreaterThanOrEqual(4);
  expect(kept.connected).toBe(kept.drawn);
  expect(kept.shifts).toBe(0);
});

// A visitor from before the key took its name (issue 29) still has the choice under `backstage.culture`.
for (const key of ['backstage.cultureCode', 'backstage.culture'])
  test(`a visitor who chose Japanese earlier (${key}) gets the page in Japanese, not the drawn English one`, async ({
    page,
  }) => {
    // Stored before the page's own scripts run (a page of the app would store its culture over it).
    await page.addInitScript((stored) => localStorage.setItem(stored, 'ja-JP'), key);
    await page.goto(portalUrl('/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await expect(page.getByRole('button', { name: 'サインイン', exact: true })).toBeVisible();
    await expect(page.getByText('Forgot your password?')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

// Every brand's drawn pages (docs/product.md#themes: `?theme=` or the drum brands' own host names).
const BRAND_VISITS: [Brand, string, string][] = [
  ['ROLAND', '?theme=roland', 'localhost'],
  ['BOSS', '?theme=boss', 'localhost'],
  ['PROAV', '?theme=proav', 'localhost'],
  ['RVS', '?theme=rvs', 'localhost'],
  ['DW', '', 'localhost'],
  ['PDP', '', 'pdpdrums.localhost'],
  ['LPMUSIC', '', 'lpmusic.localhost'],
  ['DRUMSHOP', '', 'dwdrumshop.localhost'],
  ['SLINGERLAND', '', 'slingerland.localhost'],
];

test('React adopts every drawn page of every brand whole, without a hydration error', async ({ page }) => {
  test.setTimeout(180_000);
  const messages: string[] = [];
  // React reports a hydration mismatch as an error (console or page error); Chromium's own deprecation warnings
  // are not the app's.
  page.on('console', (message) => {
    if (message.type() === 'error') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  for (const [brand, query, host] of BRAND_VISITS) {
    for (const path of ['/', '/login']) {
      await page.goto(portalUrl(`${path}${query}`, host));
      await expect(page.locator('html')).toHaveAttribute(
        'data-prerender',
        `${brand} ${DEFAULT_CULTURE_CODE}`,
      );
      // React marks each element it adopted; every one the server drew must be, the later parts included.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#root *')].every((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        ),
      );
      expect(messages, `${brand} ${path}`).toEqual([]);
    }
  }
});
