import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, waitForMail } from './support/mailbox';
import { enterSignUpDetails, PASSWORD, uniqueEmail } from './support/users';

// Register (`/signup`), docs/product.md#registration-steps: each step after the address has a Back action
// that keeps what was typed.
test('a visitor registers at /signup, going back a step and on again without typing anything twice @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('signup');
  await page.goto(portalUrl('/signup'));
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await enterSignUpDetails(page, email);
  await expectNoAxeViolations(page);

  // Back to the address: it is kept, and so are the details on the way forward again.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Aiko');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
  await page.getByRole('button', { name: 'Create account' }).click();

  const activation = page.getByText(`We sent an activation link and code to ${email}`);
  await expect(activation).toBeVisible();
  const code = codeIn(await waitForMail(request, email, /activate your account/));
  await page.getByLabel('Code').fill(code);
  await expectNoAxeViolations(page);
  // Back from activation shows the address again: the account exists, so it leads to its activation.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(activation).toBeVisible();
  await expect(page.getByLabel('Code')).toHaveValue(code);
  await page.getByRole('button', { name: 'Activate my account' }).click();

  await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Synthesizers' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('You are all set.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Back from the end: the interests as chosen.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Synthesizers' })).toBeChecked();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Aiko' })).toBeVisible({ timeout: 30_000 });
});

// docs/product.md#activation: "Send the e-mail again" sends a new activation mail, whose code activates.
test('a visitor who lost the activation mail has it sent again and activates with its code', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('resend');
  await page.goto(portalUrl('/signup'));
  await enterSignUpDetails(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We sent an activation link and code to ${email}`)).toBeVisible();
  await waitForMail(request, email, /activate your account/);

  await page.getByRole('button', { name: 'Send the e-mail again' }).click();
  await expect(page.getByText(`We sent a new activation e-mail to ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const again = await waitForMail(request, email, /activate your account/, { count: 2 });
  await page.getByLabel('Code').fill(codeIn(again));
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Your account is active. Sign in to continue.')).toBeVisible();
});
