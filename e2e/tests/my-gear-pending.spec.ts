import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, registerProduct, uniqueEmail, uniqueSerial } from './support/users';

// docs/product.md#product-registration: a registration may be pending and is completed by Continue.
test('My Gear offers to finish a pending registration, and Continue completes it @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const email = uniqueEmail('pending');
  await createActiveUser(request, email);
  // Registered from a card or an app with the model only: serial and purchase still missing.
  await registerProduct(request, email, 'FP-30X', { pending: true });
  await startSignedIn(page, email);

  await page.goto(portalUrl('/mygear'));
  const prompt = page.getByRole('dialog', { name: 'Registration pending' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText('Your registration of FP-30X is not complete yet.');
  await expectNoAxeViolations(page);

  // "Later" puts it off for this visit only; the next visit asks again.
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await prompt.getByRole('button', { name: 'Continue' }).click();

  const edit = page.getByRole('dialog', { name: 'Edit FP-30X' });
  await expect(edit).toBeVisible();
  const serial = uniqueSerial('P');
  await edit.getByLabel('Serial number').fill(serial);
  await edit.getByLabel('Purchase date').fill('2024-06-01');
  await edit.getByRole('combobox', { name: 'Where did you buy it?' }).click();
  await page.getByRole('option', { name: 'In a store' }).click();
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your registration has been saved.')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`Serial number ${serial}`)).toBeVisible();

  // Complete now: no more prompt.
  await page.reload();
  await expect(page.getByText(`Serial number ${serial}`)).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toHaveCount(0);
});
