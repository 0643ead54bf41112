import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { portalUrl } from './support/app';
import { expectNoAxeViolations } from './support/axe';
import { codeIn, linkIn, waitForMail } from './support/mailbox';
import { confirmItsYou } from './support/reauth';
import { startSignedIn } from './support/signed-in';
import { createActiveUser, enterSignUpDetails, PASSWORD, uniqueEmail, uniqueSerial } from './support/users';

// docs/product.md#gear-transfer, docs/product.md#warranty: warranty on the cards, handing gear on, accepting it.

// The Roland theme is reached by its host name, which keeps it on every page of the visit.
const ROLAND = 'roland.localhost';

async function signInOn(page: Page, email: string, host: string) {
  await page.goto(portalUrl('/login', host));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/backstage\/?$/);
}

async function register(page: Page, serial: string, date: string, host = 'localhost') {
  await page.goto(portalUrl('/mygear/register_product', host));
  await page.getByRole('combobox', { name: 'Model' }).fill('FP-30');
  await page.getByRole('option', { name: 'FP-30X (ROLAND)' }).click();
  await page.getByLabel('Serial number').fill(serial);
  await page.getByLabel('Purchase date').fill(date);
  await page.getByRole('combobox', { name: 'Where did you buy it?' }).click();
  await page.getByRole('option', { name: 'Online' }).click();
  await page.getByRole('button', { name: 'Register product' }).click();
  await expect(page.getByText('FP-30X is now in My Gear.')).toBeVisible();
  // The product survey that follows a registration is put off.
  await page
    .getByRole('dialog', { name: /: FP-30X$/ })
    .getByRole('button', { name: 'Later' })
    .click();
}

async function handOn(page: Page, to: string, host = 'localhost') {
  await page.goto(portalUrl('/mygear/my_gear', host));
  await page.getByRole('button', { name: 'Hand FP-30X on to its next owner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hand FP-30X on' });
  await expect(dialog.getByText(/leaves your My Gear with its serial number/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Next owner’s e-mail address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Invalid email')).toBeVisible();
  await dialog.getByLabel('Next owner’s e-mail address').fill(to);
  await dialog.getByRole('button', { name: 'Send' }).click();
  // Handing a unit on asks for the password first (docs/product.md#re-authentication).
  await confirmItsYou(page);
  await expect(page.getByText(`We e-mailed ${to}. The offer is open for 14 days.`)).toBeVisible();
}

const mailTo = (request: APIRequestContext, to: string) =>
  waitForMail(request, to, /someone is handing you their FP-30X/);

test('an owner hands gear on; the recipient signs up from the mailed link, accepts, and has it with its warranty', async ({
  page,
  browser,
  request,
}) => {
  // Two people, a sign-up and an activation: longer than one screen's journey.
  test.slow();
  const seller = uniqueEmail('seller');
  const buyer = uniqueEmail('buyer');
  await createActiveUser(request, seller, { firstName: 'Maya' });
  await startSignedIn(page, seller);
  const bought = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const serial = uniqueSerial('H');
  await register(page, serial, bought);
  const card = page.getByRole('article', { name: 'FP-30X' });
  // Roland pianos: 36 months, 12 more for registering within 90 days of purchase.
  await expect(card.getByText(/^Warranty until /)).toBeVisible();
  await expect(card.getByText('Extended by registration')).toBeVisible();

  await handOn(page, buyer);
  await expect(card.getByText('Transfer pending')).toBeVisible();
  await expect(card.getByText(`Offered to ${buyer} until`, { exact: false })).toBeVisible();
  const transfers = page.getByRole('region', { name: 'Transfers' });
  await expect(transfers.getByText(`To ${buyer}, open until`, { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await mailTo(request, buyer);
  const link = linkIn(mail);
  const code = codeIn(mail);

  // The recipient has no account: the link leads through sign-up and activation to the acceptance screen.
  const recipient = await browser.newContext();
  const other = await recipient.newPage();
  await other.goto(link);
  await other.getByRole('link', { name: 'Create account' }).first().click();
  // The sign-in page has an Email field too: wait for the sign-up form before typing.
  await expect(other.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await enterSignUpDetails(other, buyer, { first: 'Ken', last: 'Mori' });
  await other.getByRole('button', { name: 'Create account' }).click();
  await other.getByLabel('Code').fill(codeIn(await waitForMail(request, buyer, /activate/)));
  await other.getByRole('button', { name: 'Activate my account' }).click();
  await other.getByLabel('Password').fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign in', exact: true }).click();
  await other.getByRole('button', { name: 'Skip for now' }).click();
  await other.getByRole('button', { name: 'Go to Backstage' }).click();
  await expect(other).toHaveURL(/\/backstage\/gear-transfer\/[0-9a-f-]+\?code=\d{6}/);
  await expect(other.getByRole('heading', { name: 'Maya is handing you their FP-30X' })).toBeVisible();
  await expect(other.getByText(`Serial number ${serial}`)).toBeVisible();
  await expect(other.getByLabel('Code')).toHaveValue(code);
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: 'Accept' }).click();
  await expect(other.getByText('FP-30X is now in your My Gear.')).toBeVisible();
  await expect(other).toHaveURL(/\/mygear\/my_gear$/);
  const taken = other.getByRole('article', { name: 'FP-30X' });
  await expect(taken.getByText(`Serial number ${serial}`)).toBeVisible();
  await expect(taken.getByText(/^Warranty until /)).toBeVisible();
  await expect(taken.getByText('Extended by registration')).toBeVisible();
  await taken.getByRole('button', { name: 'History of FP-30X' }).click();
  const history = other.getByRole('dialog', { name: 'History of FP-30X' });
  await expect(history.getByText('Accepted by its new owner')).toBeVisible();
  await expect(history).not.toContainText(/Maya|seller/);
  await expectNoAxeViolations(other);
  await recipient.close();

  await waitForMail(request, seller, /your FP-30X has a new owner/);
  await page.goto(portalUrl('/mygear/my_gear'));
  await expect(page.getByText('You have not registered any gear yet.', { exact: false })).toBeVisible();
});

test('the Roland theme: an offered product in Transfers, its acceptance screen, and "in warranty" only @phone', async ({
  page,
  request,
}) => {
  test.slow();
  const seller = uniqueEmail('roland-seller');
  const buyer = uniqueEmail('roland-buyer');
  await createActiveUser(request, seller, { firstName: 'Rin' });
  await createActiveUser(request, buyer);
  await signInOn(page, seller, ROLAND);
  await register(page, uniqueSerial('R'), '2019-05-01', ROLAND);
  const card = page.getByRole('article', { name: 'FP-30X' });
  await expect(card.getByText(/^Warranty ended on /)).toBeVisible();
  await page.getByLabel('In warranty only').check();
  await expect(page.getByText('None of your products is in warranty.')).toBeVisible();
  await page.getByLabel('In warranty only').uncheck();
  await handOn(page, buyer, ROLAND);
  await page.getByRole('button', { name: 'Cancel the transfer of FP-30X' }).first().click();
  await expect(page.getByText(/^The transfer of FP-30X was cancell?ed\.$/)).toBeVisible();
  await handOn(page, buyer, ROLAND);

  await page.goto(portalUrl('/logout', ROLAND));
  await signInOn(page, buyer, ROLAND);
  await page.goto(portalUrl('/mygear/my_gear', ROLAND));
  const offered = page.getByRole('region', { name: 'Transfers' });
  await expect(offered.getByText('From Rin, open until', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await offered.getByRole('link', { name: 'See and accept FP-30X' }).click();
  await expect(page.getByRole('heading', { name: 'Rin is handing you their FP-30X' })).toBeVisible();
  await expect(page.getByText(/^Warranty ended on /)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Invalid code. Please try again.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You declined FP-30X.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transfers' })).toHaveCount(0);
});
