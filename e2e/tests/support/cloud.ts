import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// Roland Cloud's own site: the host gives the RVS theme (docs/product.md#themes).
export const CLOUD = 'rolandcloud.localhost';
// docs/product.md#test-cards: the built-in processor's card that pays, and the one that is always declined.
export const TEST_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** Pays the checkout on the built-in processor's page with a test card (by default the one that pays). */
export async function payWithTestCard(page: Page, card = TEST_CARD) {
  // The processor's page follows a server round trip on a shared machine: a generous wait.
  await expect(page).toHaveTitle('Roland Cloud - Checkout', { timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.getByLabel('Name on card').fill('Aiko Tanaka');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
