import { expect, type Page } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn, test } from './support/signed-in';
import { createActiveUser, uniqueEmail } from './support/users';

async function signIn(page: Page, request: Parameters<typeof createActiveUser>[0]) {
  const email = uniqueEmail('products');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** The page shows a tab: selected in the bar and its section's heading drawn. */
async function expectTabShown(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
}

/**
 * Opens a tab and waits until the page shows it. A step that fails later then says which it was: a tab that
 * did not open, or a tab that opened without the content.
 */
async function openTab(page: Page, name: string) {
  await tab(page, name).click();
  await expectTabShown(page, name);
}

test('a signed-in user walks the six tabs of a product page and pages its specs @phone', async ({
  page,
  readerEmail,
}, testInfo) => {
  // A journey through several screens with sign-ins (argon2): a busy machine takes it past the default.
  test.slow();
  await startSignedIn(page, readerEmail);
  await page.goto(portalUrl('/products/fp-30x'));
  await expect(page.getByRole('heading', { level: 1, name: 'FP-30X' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Roland FP-30X' })).toBeVisible();
  await expectTabShown(page, 'Features');
  await expect(page.getByRole('heading', { name: 'SuperNATURAL Piano sound' })).toBeVisible();
  await expect(page).toHaveTitle(/FP-30X/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('features.png'), fullPage: true });

  await openTab(page, 'Specs');
  await expect(page).toHaveURL(/\/products\/fp-30x\/specs$/);
  const specs = page.getByRole('table', { name: 'Specifications of the FP-30X' });
  await expect(specs.getByRole('row')).toHaveCount(12);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(specs.getByRole('row')).toHaveCount(6);
  await expect(specs.getByRole('rowheader', { name: 'Weight' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('specs.png'), fullPage: true });

  await openTab(page, 'Downloads');
  const manual = page.getByRole('link', { name: /FP-30X Owner's Manual/ });
  await expect(manual).toHaveAttribute(
    'href',
    /roland\.com\/global\/support\/by_product\/fp-30x\/owners_manuals/,
  );
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Roland Piano App/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await openTab(page, 'Support');
  await expect(page.getByRole('link', { name: 'Ask a product question' })).toHaveAttribute(
    'href',
    '/backstage/support/product_support',
  );

  await openTab(page, 'Articles');
  await page.getByRole('button', { name: 'No sound from the speakers' }).click();
  await expect(page.getByText('Turn the volume up.')).toBeVisible();
  await expectNoAxeViolations(page);

  await openTab(page, 'Accessories');
  await page.getByRole('link', { name: 'KSC-70' }).click();
  await expect(page).toHaveURL(/\/products\/ksc-70\/features$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KSC-70' })).toBeVisible();
  // A product without written content shows its catalogue details and says the tab has nothing yet.
  await expect(
    page.getByText('No feature descriptions are published here for this product yet.'),
  ).toBeVisible();
  await expect(page.getByText('Keyboard Stand')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the product page reads in Japanese and is fetched again in that culture @phone', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, request);
  await page.goto(portalUrl('/products/td-17kvx/features'));
  await expect(page.getByRole('heading', { name: 'Mesh heads' })).toBeVisible();
  const japanese = page.waitForResponse((response) => /culture_code=ja-JP/.test(response.url()));
  await page.goto(portalUrl('/products/td-17kvx/specs?culture_code=ja-JP'));
  await japanese;
  await expectTabShown(page, '仕様');
  await expect(page.getByRole('rowheader', { name: 'スネア' })).toBeVisible();
  await openTab(page, 'サポート');
  await expect(page.getByRole('link', { name: '製品についてのお問い合わせ' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('ja-support.png'), fullPage: true });
});

test('an unknown product says "Product not found."', async ({ page, readerEmail }) => {
  await startSignedIn(page, readerEmail);
  await page.goto(portalUrl('/products/no-such-product/features'));
  await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Gear' })).toBeVisible();
  await expectNoAxeViolations(page);
});
