import { expect as baseExpect, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, PASSWORD, uniqueEmail } from './support/users';

// Each brand on its own site: the host picks the brand, and the knowledge base shows that brand's articles.
const ROLAND = 'roland.localhost';
const HELP_CENTRE = 'https://help.backstage.test';

// A shared, busy machine: waits are generous, never sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

test('a user searches the knowledge base as they type and opens an article @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('knowledge-base');
  await createActiveUser(request, email);
  await page.goto(portalUrl('/login', ROLAND));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
  await page.goto(portalUrl('/support', ROLAND));
  await page.getByRole('link', { name: 'Knowledge base' }).click();
  await expect(page).toHaveURL(/\/support\/knowledge_base$/);
  await expect(page.getByText(/^\d+ articles$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Typed letter by letter: the results follow the unfinished word without pressing Enter.
  await page
    .getByRole('searchbox', { name: 'Search the knowledge base' })
    .pressSequentially('firmw', { delay: 50 });
  await expect(page.getByText(/^\d+ articles? for “firmw”$/)).toBeVisible();
  const results = page.getByRole('list').getByRole('heading', { level: 2 });
  await expect(results.first()).toHaveText('Update the TD-17 sound module firmware');
  // Only this brand's articles: no drum-brand or BOSS article appears for Roland.
  await expect(results.filter({ hasText: 'GT-1000' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await results.first().click();
  await expect(page).toHaveURL(/\/support\/knowledge_base\?q=firmw&article=\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Update the TD-17 sound module firmware', level: 2 }),
  ).toBeVisible();
  await expect(page.getByText(/Back up your kits to the SD card/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Back to the same results.
  await page.getByRole('link', { name: 'Back to the knowledge base' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search the knowledge base' })).toHaveValue('firmw');
  await expect(results.first()).toHaveText('Update the TD-17 sound module firmware');
  // A topic narrows the list; a search without matches offers the support team.
  await page.getByRole('button', { name: 'Troubleshooting' }).click();
  await expect(results).toHaveText(['No sound from your Roland digital piano']);
  await page.getByRole('searchbox', { name: 'Search the knowledge base' }).fill('xylophone');
  await expect(page.getByText('No article matches your search.')).toBeVisible();
  await page.getByRole('link', { name: 'Ask our support team' }).click();
  await expect(page).toHaveURL(/\/support\/[a-z_]+$/);
});

test('the help centre’s sign-in page signs the user in and returns to the help centre @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('help-centre');
  await createActiveUser(request, email);
  // The help centre itself is outside: the browser test answers for its host.
  await page.route(`${HELP_CENTRE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Help Center</title><h1>Help Center</h1>',
    }),
  );
  const returnTo = `${HELP_CENTRE}/hc/en-us/requests`;
  await page.goto(portalUrl(`/hc/login?return_to=${encodeURIComponent(returnTo)}`));
  await expect(page.getByRole('heading', { name: 'Help Center sign-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the knowledge base' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A wrong password keeps the user here with the server's text.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Sign in to the Help Center' }).click();
  await expect(page.getByText('Incorrect username or password.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Product' }).fill('TD-17');
  await page.getByRole('textbox', { name: 'Serial number' }).fill('Z1234567');
  await page.getByRole('button', { name: 'Sign in to the Help Center' }).click();
  await expect(page).toHaveURL(new RegExp(`^${HELP_CENTRE}/access/jwt\\?`));
  await expect(page.getByRole('heading', { name: 'Help Center', exact: true })).toBeVisible();
  const landed = new URL(page.url());
  expect(landed.origin + landed.pathname).toBe(`${HELP_CENTRE}/access/jwt`);
  expect(landed.searchParams.get('return_to')).toBe(returnTo);
  const claims = JSON.parse(
    Buffer.from(landed.searchParams.get('jwt')!.split('.')[1]!, 'base64url').toString(),
  );
  expect(claims).toMatchObject({ email, user_fields: { product: 'TD-17', serial_number: 'Z1234567' } });
  // Signed in already: one press continues to the help centre.
  await page.goto(portalUrl(`/hc/login?return_to=${encodeURIComponent(returnTo)}`));
  await page.getByRole('button', { name: 'Continue to the Help Center' }).click();
  await expect(page).toHaveURL(new RegExp(`^${HELP_CENTRE}/access/jwt\\?`));
  // A return address outside the help centre is refused.
  await page.goto(portalUrl('/hc/login?return_to=https://evil.example/steal'));
  await page.getByRole('button', { name: 'Continue to the Help Center' }).click();
  await expect(page.getByText('Invalid redirect URI.')).toBeVisible();
});

test('contact us asks a visitor to sign in, keeps the redirect query and sends the message @phone', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('contact-us');
  await createActiveUser(request, email);
  await page.goto(portalUrl('/contact-us?redirect=%2Fcloud%2Fmemberships'));
  await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/contact-us\?redirect=%2Fcloud%2Fmemberships$/);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
  // Every field is required, with the spec's words.
  await page.getByRole('textbox', { name: /^Contact name/ }).fill('');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Contact Name is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Details is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /^Contact name/ }).fill('Aiko Tanaka');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Invoice for my membership');
  await page
    .getByRole('textbox', { name: /^Details/ })
    .fill('Please send me an invoice with my company name.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/Your request number is #\d+\./)).toBeVisible();
  await expectNoAxeViolations(page);
  // The redirect query is offered once the message is sent.
  await expect(page.getByRole('link', { name: 'Continue where you were' })).toHaveAttribute(
    'href',
    /\/cloud\/memberships$/,
  );
  await page.getByRole('link', { name: 'My requests' }).first().click();
  await expect(page.getByText('Invoice for my membership')).toBeVisible();
});

test('the signed-in user reaches the knowledge base from the sign-in page of the help centre', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('help-centre-kb');
  await createActiveUser(request, email);
  await startSignedIn(page, email);
  await page.goto(portalUrl('/hc/login'));
  await page.getByRole('link', { name: 'Browse the knowledge base' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge base', level: 2 })).toBeVisible();
});
