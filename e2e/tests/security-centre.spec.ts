import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

const OTHER_DEVICE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test('the user sees where they are signed in, ends the session on another device and reads the sign-in history @phone', async ({
  page,
}) => {
  // Two sign-ins, two screens checked with axe: more than the default time on a loaded machine.
  test.slow();
  const email = uniqueEmail('security');
  await createActiveUser(page.request, email);
  // A sign-in elsewhere: an iPhone, with a wrong password first.
  const wrong = await page.request.post('/api/v1/signin', {
    headers: { 'user-agent': OTHER_DEVICE },
    data: { email, password: 'Not-The-Password-1' },
  });
  expect(wrong.status()).toBe(401);
  const elsewhere = await (
    await page.request.post('/api/v1/signin', {
      headers: { 'user-agent': OTHER_DEVICE },
      data: { email, password: PASSWORD },
    })
  ).json();
  await startSignedIn(page, email);

  await page.goto(portalUrl('/settings/security'));
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('tab', { name: 'Security', selected: true })).toBeVisible();
  const sessions = page.getByRole('list', { name: "Where you're signed in" });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(here.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const iphone = sessions.getByRole('listitem').filter({ hasText: 'iPhone' });
  await expect(iphone).toContainText('Mobile Safari 17');
  await expect(iphone).toContainText('Signed in to Roland');
  await expectNoAxeViolations(page);

  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByRole('listitem').filter({ hasText: 'Signed in' })).toHaveCount(2);
  await expect(history.getByRole('listitem').filter({ hasText: 'Wrong password' })).toHaveCount(1);

  await iphone.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('That session is signed out.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  // The other device's refresh token stopped working at once.
  const refresh = await page.request.post('/api/v1/tokens/refresh', {
    data: { token: elsewhere.refreshToken },
  });
  expect(refresh.status()).toBe(401);
  await expectNoAxeViolations(page);

  // Download my data: a JSON file of the account, without secrets.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^backstage-account-\d{4}-\d{2}-\d{2}\.json$/);
  const text = readFileSync(await download.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.profile.email).toBe(email);
  expect(data.signInHistory.length).toBeGreaterThanOrEqual(3);
  expect(text).not.toContain(elsewhere.refreshToken);
});
