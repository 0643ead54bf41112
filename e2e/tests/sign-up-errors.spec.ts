import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { uniqueEmail } from './support/users';

// docs/product.md#sign-up sign-up rules: one submit shows every field's error, the cross-field ones included.
test('submitting an empty, contradictory sign-up form shows every error at once @phone', async ({ page }) => {
  await page.goto(portalUrl('/signup-login'));
  await page.getByLabel('Email').fill(uniqueEmail('errors'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Kettle-Drum-77');
  await page.getByLabel('Confirm password').fill('Kettle-Drum-78');
  await page.getByRole('button', { name: 'Create account' }).click();
  for (const text of [
    'First name is required',
    'Last name is required',
    'Passwords don’t match.',
    'Please agree to the terms of use and privacy policy.',
  ])
    await expect(page.getByText(text)).toBeVisible();
  await expectNoAxeViolations(page);
});
