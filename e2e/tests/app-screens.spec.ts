import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { CLOUD, payWithTestCard } from './support/cloud';
import { codeIn, waitForMail } from './support/mailbox';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, enterSignUpDetails, PASSWORD, uniqueEmail } from './support/users';

// Imported from e2e/fixtures/legacy-users.csv before the server starts; migration.spec.ts uses another one.
const LEGACY_EMAIL = 'legacy.app.member@example.com';
// The group's own sites (docs/product.md#restricted-redirect): the only places these screens link out to.
const GROUP_SITE =
  /^https:\/\/(www\.roland\.com|proav\.roland\.com|www\.boss\.info|www\.rolandcloud\.com|www\.dwdrums\.com|www\.pdpdrums\.com|www\.lpmusic\.com|www\.dwdrumshop\.com|www\.slingerland\.com)(\/|$)/;

/** Registers products in My Gear through the API. */
async function registerGear(request: APIRequestContext, email: string, slugs: string[]) {
  const { idToken } = await (
    await request.post('/api/v1/signin', { data: { email, password: PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${idToken}` };
  const me = await (await request.get('/api/v1/me', { headers })).json();
  for (const slug of slugs) {
    const saved = await request.post(`/api/v1/users/${me.id}/registeredProducts`, {
      headers,
      data: { product: { slug } },
    });
    expect(saved.status()).toBe(201);
  }
}

async function expectLinksOutOnlyToGroupSites(page: Page) {
  const external = page.getByRole('main').locator('a[href^="http"]');
  expect(await external.count()).toBeGreaterThan(0);
  for (const href of await external.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(GROUP_SITE);
}

/** The app client's chrome: no menu, no footer links, nothing leading into the portal. */
async function expectAppChrome(page: Page) {
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Legal' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Home' })).toHaveCount(0);
}

test('signed in, Homes lists the brands with my gear and Tools puts the apps for my gear first @phone', async ({
  page,
  request,
}) => {
  // Sign-up, activation, two registrations and sign-in before the screens.
  test.slow();
  const email = uniqueEmail('homes');
  await createActiveUser(request, email);
  await registerGear(request, email, ['fp-30x', 'ds-1']);
  await startSignedIn(page, email);

  await page.goto(portalUrl('/homes'));
  await expect(page.getByRole('heading', { level: 1, name: 'Our brands' })).toBeVisible({ timeout: 30_000 });
  const brands = page.getByRole('main').getByRole('article');
  await expect(brands).toHaveCount(9);
  // This site (DW on localhost) first, then the brands I own gear of.
  await expect(brands.nth(0)).toContainText('DW');
  await expect(brands.nth(0)).toContainText('You are here');
  await expect(brands.nth(1)).toContainText('Roland');
  await expect(brands.nth(1)).toContainText('1 product in My Gear');
  const boss = page.getByRole('article', { name: 'BOSS' });
  await expect(boss.getByRole('link', { name: 'Visit boss.info (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.boss.info',
  );
  await expectLinksOutOnlyToGroupSites(page);
  await expectNoAxeViolations(page);

  await page.goto(portalUrl('/tools'));
  const forGear = page.getByRole('region', { name: 'For your gear' });
  await expect(forGear).toBeVisible({ timeout: 30_000 });
  await expect(forGear.getByRole('article').first()).toContainText('Roland Piano App');
  await expect(forGear.getByRole('article', { name: 'BOSS Tone Exchange' })).toContainText('DS-1');
  await expect(page.getByRole('region', { name: 'From DW' })).toContainText('DW Soundworks');
  await expectLinksOutOnlyToGroupSites(page);
  await expectNoAxeViolations(page);
  await forGear
    .getByRole('article', { name: 'Roland Piano App' })
    .getByRole('link', { name: 'FP-30X downloads' })
    .click();
  await expect(page).toHaveURL(/\/backstage\/products\/fp-30x\/downloads$/);
});

test('a visitor sees the tools of the site’s brand, then the group’s, and is offered to sign in', async ({
  page,
}) => {
  await page.goto(portalUrl('/tools?theme=boss'));
  const forBrand = page.getByRole('region', { name: 'From BOSS' });
  await expect(forBrand).toBeVisible({ timeout: 30_000 });
  await expect(forBrand.getByRole('article')).toHaveCount(2);
  await expect(forBrand.getByRole('article', { name: 'BOSS TONE STUDIO' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'More from our brands' })).toContainText('Zenbeats');
  await expect(page.getByRole('link', { name: /Sign in to see the tools/ })).toBeVisible();
  await expectLinksOutOnlyToGroupSites(page);
  await expectNoAxeViolations(page);
});

test('the app’s sign-up ends with the way back to the app @phone', async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail('app-signup');
  await page.goto(portalUrl('/app/signup'));
  await enterSignUpDetails(page, email);
  await expectAppChrome(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const mail = await waitForMail(request, email, /activate your account/);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Activate my account' }).click();

  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByText('Go back to the app and sign in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
    'href',
    'rolandbackstage://backstage?done=signup',
  );
  await expect(page).toHaveURL(/\/backstage\/app\/signup$/);
  await expectAppChrome(page);
  await expectNoAxeViolations(page);
});

test('an old-portal user reactivates in the app’s screens and is sent back to the app', async ({
  page,
  request,
}) => {
  test.slow();
  await page.goto(portalUrl('/app/migration'));
  await page.getByLabel('Email').fill(LEGACY_EMAIL);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your account comes from our previous portal.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await expectAppChrome(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reactivate my account' }).click();
  const mail = await waitForMail(request, LEGACY_EMAIL, /./);
  await page.getByLabel('Code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Activate my account' }).click();

  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByText('active again with your new password')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
    'href',
    'rolandbackstage://backstage?done=migration',
  );
  await expectAppChrome(page);
  await expectNoAxeViolations(page);
});

// MembershipsRCM (docs/product.md#app-client-screens, ADR 043): Roland Cloud's own site, opened by the app.

test('the app’s memberships: a visitor signs in, leaves a checkout, pays with the test card and is handed back to the app @phone', async ({
  page,
  request,
}) => {
  // Sign-in and two visits to the processor's page on a shared machine.
  test.slow();
  const email = uniqueEmail('app-memberships');
  await createActiveUser(request, email);
  const main = page.getByRole('main');

  // Opened by the app: the portal's offers in app chrome, with no link into the portal.
  await page.goto(portalUrl('/cloud/memberships?client=app', CLOUD));
  await expect(page).toHaveTitle('Roland Cloud - Memberships');
  const plans = page.getByRole('list', { name: 'Plans' });
  await expect(plans.getByText('$199.00 / year')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Start free trial' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lifetime keys' })).toBeVisible();
  await expectAppChrome(page);
  await expect(main.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Buying needs a sign-in, which stays in the app's view and comes back to it.
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (monthly)' }).click();
  await expect(page).toHaveURL(/\/backstage\/login\?client=app$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible();
  await expectAppChrome(page);
  await expect(main.getByRole('link')).toHaveText(['Create account']);
  await expect(main.getByRole('link', { name: 'Create account' })).toHaveAttribute(
    'href',
    '/backstage/app/signup',
  );
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/cloud\/memberships\?client=app$/);
  await expectAppChrome(page);

  // Left on the processor's page: back to the app's memberships, which says nothing was charged.
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (monthly)' }).click();
  await expect(page).toHaveTitle('Roland Cloud - Checkout', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Cancel and go back' }).click();
  await expect(page).toHaveURL(/\/backstage\/cloud\/memberships\?checkout=cancelled&client=app$/);
  await expect(page.getByText('Checkout cancelled: nothing was charged.')).toBeVisible({ timeout: 30_000 });
  await expectAppChrome(page);
  await expectNoAxeViolations(page);

  // Paid with the test card (docs/product.md#test-cards): ThankYou in app chrome hands the membership back.
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('button', { name: 'Subscribe to Roland Cloud Core (monthly)' }).click();
  await payWithTestCard(page);
  await expect(page).toHaveTitle('Roland Cloud - Thank you', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/backstage\/thank-you\?offer=core-monthly&client=app$/);
  await expect(page.getByText('Thank you for your order. Your membership is active.')).toBeVisible();
  await expect(main.getByRole('link')).toHaveText(['Return to the app']);
  await expect(main.getByRole('link', { name: 'Return to the app' })).toHaveAttribute(
    'href',
    'rolandbackstage://backstage?done=membership&code=RCM-STATUS-DONE',
  );
  await expect(main.getByRole('button', { name: 'Close this page' })).toBeVisible();
  await expectAppChrome(page);
  await expectNoAxeViolations(page);
});
