import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { CLOUD } from './support/cloud';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

// HomeRVS (`/cloud`), docs/product.md#cloud-screens: the member's access and the ways into Roland Cloud.
test('Roland Cloud’s home leads a new member to the free trial and then shows the access it gives @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('cloud-home');
  await createActiveUser(request, email);
  await startSignedIn(page, email, { host: CLOUD });

  await page.goto(portalUrl('/cloud', CLOUD));
  await expect(page.getByText('You have no Roland Cloud membership yet.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Roland Cloud' })).toBeVisible();
  for (const name of ['My account', 'Redeem a key', 'FAQ', 'Contact us'])
    await expect(page.getByRole('link', { name })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/cloud\/memberships$/);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page.getByText('Your free trial has started.')).toBeVisible();

  await page.goto(portalUrl('/cloud', CLOUD));
  await expect(page.getByText(/^Your membership gives you access until .+\.$/)).toBeVisible({
    timeout: 30_000,
  });
  // The trial is for first-time members only: the way in is now the memberships page.
  await expect(page.getByRole('link', { name: 'Memberships' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start free trial' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Account details');
});
