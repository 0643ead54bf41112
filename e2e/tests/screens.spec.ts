import { expect, type Page } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn, test } from './support/signed-in';

const screens: [string, string, string][] = [
  ['home before login', '/', 'Your gear, your account, one place.'],
  ['login', '/login', 'Your gear, your account, one place.'],
  ['privacy policy', '/privacy', 'Privacy policy'],
  ['terms of use', '/policies', 'Terms of use'],
  ['maintenance', '/maintenance', 'Scheduled maintenance'],
];

for (const [name, path, heading] of screens) {
  test(`${name} reads well and has no accessibility violations @phone`, async ({ page }) => {
    await page.goto(portalUrl(path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The pages before sign-in are drawn at build time; the visitor uses them once the app has adopted them.
    if (path === '/' || path === '/login')
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
  });
}

test('the 404 page offers the way home and has no accessibility violations @phone', async ({
  page,
  readerEmail,
}) => {
  await startSignedIn(page, readerEmail);
  await page.goto(portalUrl('/404'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
});

test.describe('in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });
  test('the maintenance page shows the window in the visitor’s language and time zone', async ({ page }) => {
    await page.goto(portalUrl('/maintenance?culture_code=ja-JP'));
    // 02:45–09:00 UTC is 11:45–18:00 in Tokyo.
    await expect(page.getByText(/2019\/7\/30 11時45分～18時00分/)).toBeVisible();
  });
});

test('the drawer opens on the remembered side, switches sides and stays accessible @phone', async ({
  page,
}) => {
  await page.goto(portalUrl('/privacy'));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect.poll(() => drawerSide(page)).toBe('right');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Left' }).click();
  await expect.poll(() => drawerSide(page)).toBe('left');
  await page.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
  await page.reload();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  await expect.poll(() => drawerSide(page)).toBe('left');
});

/** Which edge of the viewport the open navigation drawer touches. */
async function drawerSide(page: Page): Promise<'left' | 'right' | 'none'> {
  const box = await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox();
  const width = page.viewportSize()!.width;
  if (!box) return 'none';
  if (Math.round(box.x) === 0) return 'left';
  return Math.round(box.x + box.width) === width ? 'right' : 'none';
}

test('the consent banner is not shown on localhost, even for Roland', async ({ page }) => {
  await page.goto(portalUrl('/?theme=roland'));
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'ROLAND');
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
});

test('long pages offer a way back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await page.goto(portalUrl('/privacy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = page.getByRole('button', { name: 'Back to top' });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the software update licence follows the country and language asked for @phone', async ({ page }) => {
  await page.goto(portalUrl('/eula/ota?culture_code=ja-JP&country_code=JP'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'ソフトウェア・アップデート使用許諾契約書',
  );
  await expect(page.getByText(/日本法/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(portalUrl('/eula/ota?culture_code=en-US&country_code=US'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Software Update End-User License Agreement',
  );
  await expect(page.getByText(/State of California/).first()).toBeVisible();
});

test('the privacy policy adds the GDPR sections for European visitors', async ({ page }) => {
  await page.goto(portalUrl('/privacy'));
  await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /European Economic Area/ })).toHaveCount(0);
  await page.goto(portalUrl('/privacy?region=eu'));
  await expect(page.getByRole('heading', { name: /European Economic Area/ })).toBeVisible();
});
