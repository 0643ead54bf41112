import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, registerProduct, uniqueEmail } from './support/users';

const ROLAND = 'roland.localhost';

const REFUSAL =
  'The parts of this product need internal access: an authorised service centre orders and fits them. Please send a service request instead.';

async function openPartsOrder(page: Page, request: APIRequestContext, culture = '') {
  const email = uniqueEmail('parts');
  await createActiveUser(request, email);
  await registerProduct(request, email, 'LX708');
  await startSignedIn(page, email, { host: ROLAND });
  await page.goto(portalUrl(`/support/parts_order_request${culture}`, ROLAND));
}

// docs/product.md#parts-internal-access, ADR 071: a consumer cannot order parts that need internal access; the
// form says so as soon as such a product is picked, and the server refuses it when sent (a name typed for Other).
test('the parts order form refuses parts of a cabinet piano with a clear message @phone', async ({
  page,
  request,
}) => {
  test.slow();
  await openPartsOrder(page, request);
  const form = page.getByRole('region', { name: 'Parts order request' });
  await expect(form).toBeVisible({ timeout: 30_000 });
  const product = form.getByRole('combobox', { name: /^Product/ });
  await product.click();
  await page.getByRole('option', { name: 'LX708' }).click();
  // At once, under the product, before anything else is filled in or sent.
  await expect(product).toHaveAccessibleDescription(REFUSAL);
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // A name typed for Other is for the server to look up: refused when sent, under the product as well.
  await product.click();
  await page.getByRole('option', { name: 'Other' }).click();
  await expect(form.getByText(REFUSAL)).toHaveCount(0);
  await form.getByRole('textbox', { name: /^Product name/ }).fill('LX708');
  await form.getByRole('textbox', { name: /^Parts description/ }).fill('Two white keys of the action');
  await form.getByRole('textbox', { name: /^Quantity/ }).fill('2');
  await form.getByRole('textbox', { name: /^Phone number/ }).fill('555 010 2030');
  await form.getByRole('textbox', { name: /^Address 1/ }).fill('1 Main Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('Austin');
  await form.getByRole('textbox', { name: /^State/ }).fill('TX');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('73301');
  await form.getByLabel(/I agree to the/).check();
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(product).toHaveAccessibleDescription(REFUSAL);
  await expect(page).toHaveURL(/\/support\/parts_order_request$/);
  await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toHaveCount(0);
});

test('a ja-JP user is told in Japanese when picking a product whose parts need internal access', async ({
  page,
  request,
}) => {
  test.slow();
  await openPartsOrder(page, request, '?culture_code=ja-JP');
  const product = page.getByRole('combobox', { name: /^製品/ });
  await expect(product).toBeVisible({ timeout: 30_000 });
  await product.click();
  await page.getByRole('option', { name: 'LX708' }).click();
  await expect(product).toHaveAccessibleDescription(/正規サービスセンター/);
  await expect(page.getByRole('button', { name: '送信' })).toBeDisabled();
});
