import { expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

// The server's geo lookup reads the caller's address from X-Forwarded-For (it runs behind a proxy): these
// public addresses are placed by its bundled database, as a visitor's would be.
const CHINA_ADDRESS = '1.0.1.1';
const VENEZUELA_ADDRESS = '190.202.1.1';
const US_ADDRESS = '8.8.8.8';

const comeFrom = (page: Page, address: string) => page.setExtraHTTPHeaders({ 'x-forwarded-for': address });

test('a visitor in China is told the service is not available and offered the Chinese portal @phone', async ({
  page,
}) => {
  await comeFrom(page, CHINA_ADDRESS);
  await page.goto(portalUrl('/'));
  const notice = page.getByRole('dialog', { name: 'Service not available' });
  await expect(notice.getByText('Sorry this service is not available in your Region/Country.')).toBeVisible();
  await expect(notice.getByText('You can use the Chinese version of the portal instead.')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Go to the Chinese site' })).toHaveAttribute(
    'href',
    'https://www.roland.cn/',
  );
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'Stay here' }).click();
  await expect(notice).toBeHidden();
});

test('a signed-in user whose profile country is China sees the notice, in Japanese too', async ({ page }) => {
  const email = uniqueEmail('china');
  await createActiveUser(page.request, email, { country: 'China' });
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));
  await expect(page.getByRole('dialog', { name: 'Service not available' })).toBeVisible();
  await page.goto(portalUrl('/settings/settings?culture_code=ja-JP'));
  const notice = page.getByRole('dialog', { name: 'ご利用いただけません' });
  await expect(
    notice.getByText('申し訳ございませんが、このサービスはお住まいの地域/国ではご利用いただけません。'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor in Latin America picks the country, kept in this browser', async ({ page }) => {
  const geoLookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/services/geoip')) geoLookups.push(request.url());
  });
  await comeFrom(page, VENEZUELA_ADDRESS);
  await page.goto(portalUrl('/'));
  const selector = page.getByRole('dialog', { name: 'Select your country' });
  // The geo lookup's country comes preselected.
  await expect(selector.getByRole('combobox', { name: /Country/ })).toHaveText('Venezuela');
  await expectNoAxeViolations(page);
  await selector.getByRole('combobox', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Colombia' }).click();
  await selector.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your country has been saved.')).toBeVisible();
  await expect(selector).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('backstage.country'))).toBe('Colombia');

  // A chosen country is not guessed again.
  geoLookups.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(geoLookups).toEqual([]);
});

test('a signed-in user in Latin America without a country saves the choice on the profile', async ({
  page,
}) => {
  const email = uniqueEmail('latam');
  await createActiveUser(page.request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/'));
  // Signed in first: the selector would otherwise greet the visitor on the login screen already.
  await comeFrom(page, VENEZUELA_ADDRESS);
  await page.reload();
  const selector = page.getByRole('dialog', { name: 'Select your country' });
  await expect(selector).toBeVisible();
  await selector.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your country has been saved.')).toBeVisible();
  const me = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('backstage.credentials') ?? '{}');
    const response = await fetch('/api/v1/me', { headers: { authorization: `Bearer ${stored.idToken}` } });
    return response.json();
  });
  expect(me.country).toBe('Venezuela');
});

test('a visitor elsewhere sees neither notice', async ({ page }) => {
  const geoLookup = page.waitForResponse((response) => response.url().includes('/api/services/geoip'));
  await comeFrom(page, US_ADDRESS);
  await page.goto(portalUrl('/'));
  expect(await (await geoLookup).json()).toMatchObject({ country: { names: { en: 'United States' } } });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
