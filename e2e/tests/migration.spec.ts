import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mailbox';
import { PASSWORD, uniqueEmail } from './support/users';

// Imported from e2e/fixtures/legacy-users.csv by `npm run import:legacy-users` before the server starts.
const LEGACY_EMAIL = 'legacy.member@example.com';

test('an old-portal user reactivates with a new password, activates and signs in', async ({
  page,
  request,
}) => {
  await page.goto(portalUrl('/migration'));
  await page.getByLabel('Email').fill(LEGACY_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your account comes from our previous portal.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  const mail = await waitForMail(request, LEGACY_EMAIL, /./);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Hiro' })).toBeVisible();
});

test('an address the old portal never knew gets "User Does Not Exist" and the offer to sign up', async ({
  page,
}) => {
  const email = uniqueEmail('never-legacy');
  await page.goto(portalUrl('/migration'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Does Not Exist' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create a new account' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toBeVisible();
});
