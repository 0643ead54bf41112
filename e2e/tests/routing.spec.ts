import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';

test('the root redirects to the portal', async ({ page }) => {
  await page.goto(portalUrl('/').replace('/backstage/', '/'));
  await expect(page).toHaveURL(/\/backstage\/$/);
});

test('an unknown path goes home', async ({ page }) => {
  await page.goto(portalUrl('/no/such/page'));
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('a protected route sends a visitor to login and remembers where they wanted to go', async ({ page }) => {
  await page.goto(portalUrl('/settings/profile?from=mail#phones'));
  await expect(page).toHaveURL(portalUrl('/login'));
  const remembered = await page.evaluate(() => localStorage.getItem('backstage.redirectRoute'));
  expect(remembered).toContain('/settings/profile?from=mail#phones');
});

test('an old hash URL is rewritten to a normal path', async ({ page }) => {
  await page.goto(portalUrl('/#/privacy?culture_code=en-US'));
  await expect(page).toHaveURL(portalUrl('/privacy?culture_code=en-US'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sso query is dropped from public routes', async ({ page }) => {
  await page.goto(portalUrl('/privacy?sso=1'));
  await expect(page).toHaveURL(portalUrl('/privacy'));
});
