import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './users';

/**
 * Answers the "Confirm it’s you" dialog with the password (docs/product.md#re-authentication): adding a
 * passkey, turning two-step off and changing the e-mail ask for it.
 */
export async function confirmItsYou(page: Page, password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
