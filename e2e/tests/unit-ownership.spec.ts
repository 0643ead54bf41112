import { expect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { waitForMail } from './support/mailbox';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, registerProduct, uniqueEmail, uniqueSerial } from './support/users';

// docs/product.md#unit-ownership (ADR 093, issue 42): a unit has one current owner across accounts. A second
// account registering it is told plainly, keeps a pending registration with no warranty, and support and the
// owner are told; the owner learns nothing of who it was.
test('registering a serial another account holds is kept pending for support, and the owner is told without names @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const ownerEmail = uniqueEmail('unit-owner');
  const claimantEmail = uniqueEmail('unit-claimant');
  const serial = uniqueSerial('U');
  await createActiveUser(request, ownerEmail);
  await registerProduct(request, ownerEmail, 'FP-30X', { serialCode: serial });
  await createActiveUser(request, claimantEmail);
  await startSignedIn(page, claimantEmail);

  await page.goto(portalUrl('/mygear/register_product'));
  await page.getByRole('combobox', { name: 'Model' }).fill('FP-30');
  await page.getByRole('option', { name: 'FP-30X (ROLAND)' }).click();
  await page.getByLabel('Serial number').fill(serial.toLowerCase());
  await page.getByLabel('Purchase date').fill('2025-02-01');
  await page.getByRole('combobox', { name: 'Where did you buy it?' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Online' }).click();
  await page.getByRole('button', { name: 'Register product' }).click();

  const notice = page.getByRole('dialog', { name: 'Registered to another account' });
  await expect(notice).toContainText(
    `The FP-30X with serial number ${serial} is registered to another account.`,
  );
  await expect(notice).toContainText('asked our support team to check who owns it');
  await expect(page.getByText('FP-30X was added as pending: support will check who owns it.')).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  // No product survey about a unit that is not the member's yet.
  await expect(page.getByRole('dialog', { name: /: FP-30X$/ })).toHaveCount(0);

  // The card says where it stands instead of a warranty, and My Gear does not press to "continue" it.
  await page.goto(portalUrl('/mygear/my_gear'));
  const card = page.getByRole('main').getByRole('article').filter({ hasText: 'FP-30X' });
  await expect(
    card.getByText('Registered to another account: our support team is checking who owns it.'),
  ).toBeVisible();
  await expect(card.getByText(/^Warranty/)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Support has the dispute in the member's requests; the owner is mailed, with nothing of the claimant.
  await page.goto(portalUrl('/support/requests'));
  await expect(page.getByText(`Ownership dispute: FP-30X ${serial}`)).toBeVisible({ timeout: 30_000 });
  const mail = await waitForMail(request, ownerEmail, /another account registered your FP-30X/);
  expect(mail.text).toContain(serial);
  expect(mail.text).not.toContain('unit-claimant');
});
