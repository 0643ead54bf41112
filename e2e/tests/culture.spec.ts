import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';

test('a visitor switches the portal to Japanese and it stays after a reload', async ({ page }) => {
  await page.goto(portalUrl('/'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-JM');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your gear, your account, one place.');

  await page.getByRole('combobox', { name: 'Region and language' }).selectOption({ label: 'Japan · 日本語' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなたの機材を、ひとつのアカウントで。');
  // The feature cards, kept as the server drew them until now (ADR 057), are drawn in the new language too.
  await expect(page.getByRole('heading', { level: 2, name: 'アカウントでできること' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page).toHaveTitle('DW - Backstage - ホーム');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('あなたの機材を、ひとつのアカウントで。');
});

test('the culture comes from the culture_code query, normalised', async ({ page }) => {
  await page.goto(portalUrl('/privacy?culture_code=ja-jp'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('プライバシーポリシー');
});

test('a country code picks its culture', async ({ page }) => {
  await page.goto(portalUrl('/policies?country_code=JP'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('利用規約');
});

test('a regional variant shows its own texts over its base culture’s (ADR 083)', async ({ page }) => {
  // de-AT writes nothing differently: every text is de-DE's.
  await page.goto(portalUrl('/privacy?culture_code=de-AT'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByText(/außerdem bei Ihrer Datenschutzbehörde/)).toBeVisible();
  // de-CH writes ss for ß, over the same de-DE texts.
  await page.goto(portalUrl('/privacy?culture_code=de-CH'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await expect(page.getByText(/ausserdem bei Ihrer Datenschutzbehörde/)).toBeVisible();
});
