import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { createActiveUser, PASSWORD, registerProduct, uniqueEmail } from './support/users';

const ROLAND = 'roland.localhost';

// docs/product.md#parts-internal-access, ADR 071: a consumer cannot order parts that need internal access.
test('the parts order form refuses parts of a cabinet piano with a clear message @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('parts');
  await createActiveUser(request, email);
  await registerProduct(request, email, 'LX708');
  await page.goto(portalUrl('/login', ROLAND));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);

  await page.goto(portalUrl('/support/parts_order_request', ROLAND));
  const form = page.getByRole('region', { name: 'Parts order request' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.getByRole('combobox', { name: /^Product/ }).click();
  await page.getByRole('option', { name: 'LX708' }).click();
  await form.getByRole('textbox', { name: /^Parts description/ }).fill('Two white keys of the action');
  await form.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('555 010 2030');
  await form.getByRole('textbox', { name: /^Address 1/ }).fill('1 Main Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await form.getByRole('textbox', { name: /^State/ }).fill('TX');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('73301');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(
    form.getByText(
      'The parts of this product need internal access: an authorised service centre orders and fits them. Please send a service request instead.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/support\/parts_order_request$/);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
