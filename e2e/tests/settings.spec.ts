import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

/** The signed-in user as the API has it now. */
function readMe(page: Page) {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('backstage.credentials') ?? '{}');
    const response = await fetch('/api/v1/me', { headers: { authorization: `Bearer ${stored.idToken}` } });
    return response.json();
  });
}

/** Keys of this origin's browser storage. */
const storageKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage));

async function openSettings(page: Page, name: string) {
  const email = uniqueEmail(name);
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/settings/settings'));
  await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
}

test('the user switches the language to Japanese and back and changes the region, saved on the account @phone', async ({
  page,
}) => {
  await openSettings(page, 'language');
  await expectNoAxeViolations(page);
  const card = page.getByRole('region', { name: 'Region and language' });

  await card.getByRole('combobox', { name: 'Region', exact: true }).fill('Japan');
  await page.getByRole('option', { name: 'Japan', exact: true }).click();
  // A typed culture code is matched in its normalised form (docs/product.md#culture-normalisation).
  await card.getByRole('combobox', { name: 'Language', exact: true }).fill('ja-jp');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('Japan · 日本語');
  await card.getByRole('button', { name: 'Save region and language' }).click();

  // The whole interface switches without a reload.
  await expect(page.getByText('地域と言語を保存しました。')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByRole('tab', { name: '設定', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ニュースレター' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '地域', exact: true })).toHaveValue('日本');
  expect(await readMe(page)).toMatchObject({ country: 'Japan', cultureCode: { value: 'ja-JP' } });
  await expectNoAxeViolations(page);

  const japanese = page.getByRole('region', { name: '地域と言語' });
  await japanese.getByRole('combobox', { name: '地域', exact: true }).fill('カナダ');
  await page.getByRole('option', { name: 'カナダ', exact: true }).click();
  await japanese.getByRole('combobox', { name: '言語', exact: true }).fill('en-ca');
  await page.keyboard.press('Enter');
  await expect(japanese.getByRole('combobox', { name: '言語', exact: true })).toHaveValue('カナダ · English');
  await japanese.getByRole('button', { name: '地域と言語を保存' }).click();

  await expect(page.getByText('Your region and language have been saved.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  expect(await readMe(page)).toMatchObject({ country: 'Canada', cultureCode: { value: 'en-CA' } });
  await page.reload();
  await expect(card.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue('Canada');
  await expect(card.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('Canada · English');
});

test('both region and language are required', async ({ page }) => {
  await openSettings(page, 'required');
  const card = page.getByRole('region', { name: 'Region and language' });
  // The region starts filled in (the account's or the visit's): empty both.
  await card.getByRole('combobox', { name: 'Region', exact: true }).fill('');
  await card.getByRole('combobox', { name: 'Language', exact: true }).fill('');
  await card.getByRole('button', { name: 'Save region and language' }).click();
  await expect(card.getByText('Region is required')).toBeVisible();
  await expect(card.getByText('Language is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('newsletter sign-up on and off is saved on the account', async ({ page }) => {
  await openSettings(page, 'newsletter');
  const card = page.getByRole('region', { name: 'Newsletter' });
  const newsletter = card.getByRole('switch', { name: 'Send me the newsletter' });
  await expect(newsletter).toBeChecked();

  await newsletter.uncheck();
  await card.getByRole('radio', { name: 'Plain text' }).check();
  await card.getByRole('button', { name: 'Save newsletter settings' }).click();
  await expect(page.getByText('You will no longer receive the newsletter.')).toBeVisible();
  await page.reload();
  await expect(newsletter).not.toBeChecked();
  await expect(card.getByRole('radio', { name: 'Plain text' })).toBeChecked();
  expect(await readMe(page)).toMatchObject({ allowEmail: false, mailFormatType: 'text' });

  await newsletter.check();
  await card.getByRole('button', { name: 'Save newsletter settings' }).click();
  await expect(page.getByText('You are signed up for the newsletter.')).toBeVisible();
  await page.reload();
  await expect(newsletter).toBeChecked();
  expect(await readMe(page)).toMatchObject({ allowEmail: true, mailFormatType: 'text' });
});

test('after opting out of analytics no log event is sent', async ({ page }) => {
  // The page's timers run on a clock the test moves on, so "nothing was sent" covers every pending event.
  await page.clock.install();
  const logCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/services/log')) logCalls.push(request.method());
  });
  await openSettings(page, 'analytics');
  // While on, a tab change is logged (page views are debug output only, docs/product.md#log-events).
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.clock.runFor(1_000);
  await expect.poll(() => logCalls).toContain('POST');
  await page.getByRole('tab', { name: 'Settings' }).click();

  const card = page.getByRole('region', { name: 'Analytics' });
  const analytics = card.getByRole('switch', { name: 'Share anonymous usage data' });
  await expect(analytics).toBeChecked();
  const deleted = page.waitForRequest(
    (request) => request.url().includes('/api/services/log') && request.method() === 'DELETE',
  );
  await analytics.uncheck();
  await deleted;
  await expect(page.getByText(/Analytics is off\. Nothing is logged any more/)).toBeVisible();

  logCalls.length = 0;
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('tab', { name: 'Interests' }).click();
  await page.reload();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(analytics).not.toBeChecked();
  // Past the page-view wait and the analytics script's 5000 ms.
  await page.clock.runFor(6_000);
  await expect(page.locator('#backstage-analytics')).toHaveCount(0);
  expect(logCalls).toEqual([]);
});

test('clearing the cache removes cached data but keeps the user signed in', async ({ page }) => {
  const email = uniqueEmail('cache');
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  // The profile tab caches the stateProvinces master list.
  await page.goto(portalUrl('/settings/profile'));
  await expect
    .poll(async () => (await storageKeys(page)).filter((key) => key.startsWith('backstage.cache.')))
    .toContain('backstage.cache.master.stateProvinces');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('region', { name: 'Cache' }).getByRole('button', { name: 'Clear cache' }).click();
  await expect(page.getByText('The cache has been cleared.')).toBeVisible();
  const keys = await storageKeys(page);
  expect(keys.filter((key) => key.startsWith('backstage.cache.'))).toEqual([]);
  expect(keys).toContain('backstage.credentials');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Settings', selected: true })).toBeVisible();
  // The next screen that needs a list loads it again.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect.poll(() => storageKeys(page)).toContain('backstage.cache.master.stateProvinces');
});

test('terms, privacy policy, about, licences and the delete dialog', async ({ page }) => {
  // Five accessibility scans, one over the whole licence list: the longest screen walk of the suite.
  test.slow();
  await openSettings(page, 'about');
  const about = page.getByRole('region', { name: 'About this app' });
  await expect(about.getByText('3083')).toBeVisible();
  await expect(about.getByText('1.0.0')).toBeVisible();

  await about.getByRole('button', { name: 'Open-source licences' }).click();
  const licences = page.getByRole('dialog', { name: 'Open-source licences' });
  await licences.getByRole('button', { name: /^react-dom / }).click();
  await expect(
    licences.getByRole('region', { name: /^react-dom / }).getByText(/Permission is hereby granted/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await licences.getByRole('button', { name: 'Close' }).click();
  await expect(licences).toBeHidden();

  await page
    .getByRole('region', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  for (const tab of ['Profile', 'Interests']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('tab', { name: 'Settings' }).click();

  const legal = page.getByRole('region', { name: 'Terms and privacy' });
  await legal.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/backstage\/privacy\?culture_code=en-JM&theme=dw$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await page.goBack();
  await legal.getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of use');
});
